/**
 * How fast this machine runs JavaScript right now: the CPU time of a fixed loop of 30 million steps (integer work,
 * some allocation, a Map), the figure the test-suite timings in README.md and docs/BENCHMARKS.md are read against.
 * The shared machines this project is developed on drift by half over hours; a time taken in a slow spell is compared
 * with one taken in the same spell (runs alternated), never with one from a fast spell.
 *
 *   node scripts/machine-speed.mjs      prints e.g. `loop: 172 ms of CPU`
 */
const t0 = process.cpuUsage();
let x = 0;
const kept = [];
for (let i = 0; i < 3e7; i++) {
  x = (x * 1103515245 + 12345) & 0x7fffffff;
  if ((i & 1023) === 0) kept.push({ x, s: String(x) });
}
const byText = new Map();
for (const o of kept) byText.set(o.s, o);
const used = process.cpuUsage(t0);
console.log(`loop: ${((used.user + used.system) / 1000).toFixed(0)} ms of CPU (${byText.size} distinct values)`);
