import { writeSync } from 'node:fs';

/** Writes a line to stdout synchronously, waiting while the pipe is full (EAGAIN) when the reader falls behind. */
export function ack(line: string): void {
  for (;;) {
    try {
      writeSync(1, `${line}\n`);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    }
  }
}
