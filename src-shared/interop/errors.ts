/** A foreign file Atoll cannot use, with the one-line reason a person reads (the CLI prints it, the UI shows it). */
export class InteropError extends Error {
  constructor(
    message: string,
    /** Files the input refers to that were not given (a Tiled map's external tilesets): the UI asks for them. */
    readonly missing: string[] = [],
  ) {
    super(message);
    this.name = 'InteropError';
  }
}
