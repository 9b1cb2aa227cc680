/**
 * A worker thread of the playout pool. It lives across batches (playout-pool.ts keeps idle workers warm): each batch
 * begins with a setup, for which it prepares the scenario once, then it plays the chunks of games it is sent, one
 * message of summaries per chunk (the same playSummary as `atoll playout`), and says when it is ready for more.
 */
import { parentPort } from 'node:worker_threads';
import { playSummary, type GameSummary } from '../../../src-shared/analytics/game-summary';
import { prepareScenario, type PreparedScenario } from '../../../src-shared/engine/bots';
import { compiledRecordBuilder, useRecordBuilder } from '../../../src-shared/engine/core/units-record';
import type { ToWorker, WorkerMessage, WorkerSetup } from './playout-messages';

const port = parentPort;
if (!port) throw new Error('playout-worker runs as a worker thread');
// A worker may compile code: units records are built by one object literal per board (units-record.ts).
useRecordBuilder(compiledRecordBuilder);
const send = (message: WorkerMessage) => port.postMessage(message);
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

let batch: { readonly setup: WorkerSetup; readonly scenario: PreparedScenario } | null = null;

port.on('message', (message: ToWorker) => {
  if (message.type === 'setup') {
    batch = null;
    try {
      batch = { setup: message, scenario: prepareScenario(message.doc) };
    } catch (e) {
      send({ type: 'broken', message: why(e) });
      return;
    }
    send({ type: 'ready' });
    return;
  }
  if (!batch) return;
  const { setup, scenario } = batch;
  const summaries: GameSummary[] = [];
  for (let index = message.from; index < message.to; index++) {
    try {
      summaries.push(playSummary(scenario, { seed: setup.seed + index, bots: setup.bots }));
    } catch (e) {
      if (summaries.length > 0) send({ type: 'games', from: message.from, summaries });
      send({ type: 'failed', index, message: why(e) });
      batch = null;
      return;
    }
  }
  send({ type: 'games', from: message.from, summaries });
  send({ type: 'ready' });
});
