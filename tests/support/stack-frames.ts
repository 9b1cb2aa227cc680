/**
 * Every Playwright call captures a stack of up to 50 frames in the worker, and Playwright's source-map support maps
 * each frame through a JavaScript copy of it, also the frames of node_modules and Node's own code, which have no
 * source map. Those frames are written as V8 writes them; the others (the specs and these helpers, which have maps)
 * go through the source-map support as before. Loaded by tests/support/test.ts in each Playwright worker, after
 * Playwright has installed its source-map support.
 */
import { createRequire } from 'node:module';

function mapOnlyOwnFrames() {
  type CallSite = NodeJS.CallSite;
  type State = { nextPosition: unknown; curPosition: unknown };
  let wrapCallSite: ((frame: CallSite, state: State) => CallSite) | undefined;
  try {
    wrapCallSite = (createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { sourceMapSupport?: { wrapCallSite?: typeof wrapCallSite } }).sourceMapSupport?.wrapCallSite;
  } catch {
    return;
  }
  if (!Error.prepareStackTrace || !wrapCallSite) return;
  const wrap = wrapCallSite;
  // V8 marks an awaited frame 'async '; the source-map support's copy of its formatting does not, nor must these.
  const ASYNC = /^async /;
  const unmapped = (file: string | null) => !file || file.startsWith('node:') || file.includes('/node_modules/');
  Error.prepareStackTrace = (error: Error, stack: CallSite[]) => {
    const state: State = { nextPosition: null, curPosition: null };
    const lines: string[] = [];
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i];
      if (unmapped(frame.getFileName() ?? null)) {
        state.curPosition = null;
        lines.push(`\n    at ${String(frame).replace(ASYNC, '')}`);
      } else lines.push(`\n    at ${wrap(frame, state)}`);
      state.nextPosition = state.curPosition;
    }
    return `${error.name || 'Error'}: ${error.message || ''}${lines.reverse().join('')}`;
  };
}
mapOnlyOwnFrames();
