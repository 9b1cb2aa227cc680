/**
 * A module imported on its first use and kept; a failed import is tried again on the next use. The backend loads its
 * heavy readers and writers (pdfkit, the fonts, the canvas, xmldom) this way, so the app and browser mode start
 * without them.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
}

/** Start importing now, for a use that is likely soon; a failure is reported by that use. */
export function preload(module: () => Promise<unknown>): void {
  module().catch(() => undefined);
}
