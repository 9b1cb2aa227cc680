/** Where a CLI command writes: the process's stdout and stderr, or buffers when the tests run a command in process. */
export type ProgressStream = { readonly isTTY?: boolean; write(text: string): unknown };

export type CliIo = {
  /** A line (or lines) of the command's result, as console.log writes it. */
  out(text: string): void;
  /** A line (or lines) of notes and errors, as console.error writes it. */
  err(text: string): void;
  /** Where progress of long work goes (an updating line on a terminal). */
  progress: ProgressStream;
};

export const processIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  progress: process.stderr,
};
