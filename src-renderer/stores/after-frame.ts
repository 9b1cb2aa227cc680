/**
 * Runs `work` just after the next frame is drawn: in a task of its own once the frame's animation callbacks are done,
 * so the frame that shows an action does not wait for what can follow it (the side panel's lists, writing the log).
 * Without frames (tests in Node) it runs in a later task. Returns a cancel function.
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelled = false;
  const later = () => {
    if (!cancelled) timer = setTimeout(work, 0);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
  return () => {
    cancelled = true;
    if (timer !== null) clearTimeout(timer);
  };
}

/** A promise of `afterNextFrame`. */
export const nextFrameDone = (): Promise<void> => new Promise((resolve) => afterNextFrame(resolve));

/** Runs `work` when the window is idle between frames (within a second even if it never is). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 1000 });
  else setTimeout(work, 0);
}
