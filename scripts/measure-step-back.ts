/**
 * How long the play-test timeline takes to step back one action, and to jump to a random moment, on a long Palembang
 * session (one hex per move action; tests/support/playtest-games.ts). Prints the session's length and the p50, p95 and
 * worst times. `npx tsx scripts/measure-step-back.ts [seed]`
 */
import { performance } from 'node:perf_hooks';
import { BotDice } from '../src-shared/engine/bots';
import { Timeline } from '../src-shared/playtest';
import { longGame } from '../tests/support/playtest-games';

const seed = Number(process.argv[2] ?? 1);
const game = longGame('palembang', seed);
const { setup, actions } = game.session;
let started = performance.now();
const timeline = new Timeline(setup, seed, actions);
const openMs = performance.now() - started;

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, worst ${sorted[sorted.length - 1].toFixed(2)} ms`;
}

const back: number[] = [];
for (let count = timeline.length - 1; count >= 0; count--) {
  started = performance.now();
  timeline.stateAt(count);
  back.push(performance.now() - started);
}
const dice = new BotDice(`jumps-${seed}`);
const jumps: number[] = [];
for (let i = 0; i < 500; i++) {
  const count = dice.int(timeline.length + 1);
  started = performance.now();
  timeline.stateAt(count);
  jumps.push(performance.now() - started);
}
const bare = new Timeline(setup, seed, actions, { recentStates: 0 });
const cold: number[] = [];
for (let count = bare.length - 1; count >= 0; count--) {
  started = performance.now();
  bare.stateAt(count);
  cold.push(performance.now() - started);
}
console.log(`Palembang, seed ${seed}: ${timeline.length} actions, ${timeline.events.length} events, opened (replayed whole) in ${openMs.toFixed(0)} ms`);
console.log(`step back one action (${back.length} steps, last to first): ${stats(back)}`);
console.log(`step back with no recent states kept (every step replays from its checkpoint): ${stats(cold)}`);
console.log(`jump to a random moment (${jumps.length} jumps): ${stats(jumps)}`);
