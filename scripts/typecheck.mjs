/**
 * `npm run typecheck`: TypeScript 7's `tsc` (the native compiler, written in Go) with Go's garbage collector held off
 * until the heap nears 3 GiB. A cold check of every project peaks at about 1.8 GB either way it runs, and by default
 * Go collected every time the heap doubled: 8.8–8.9 CPU-s for a cold `tsc -b --singleThreaded` against 6.2–6.3 with
 * the collector off (alternate runs). Where memory is short, GOMEMLIMIT still makes Go collect before it runs out;
 * GOGC or GOMEMLIMIT set in the environment win.
 *
 *   node scripts/typecheck.mjs [tsc arguments]
 */
process.env.GOGC ??= 'off';
process.env.GOMEMLIMIT ??= '3GiB';
await import('../node_modules/typescript-7/bin/tsc');
