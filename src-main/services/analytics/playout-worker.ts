/**
 * A worker thread of the playout pool: prepares the scenario once, then plays the chunks of games it is sent, one
 * summary message per game (the same playSummary as `atoll playout`), and says when it is ready for more.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playSummary } from '../../../src-shared/analytics/game-summary';
import { prepareScenario } from '../../../src-shared/engine/bots';
import type { PlayRequest, WorkerMessage, WorkerSetup } from './playout-messages';

const port = parentPort;
if (!port) throw new Error('playout-worker runs as a worker thread');
const setup = workerData as WorkerSetup;
const scenario = prepareScenario(setup.doc);
const send = (message: WorkerMessage) => port.postMessage(message);

port.on('message', ({ from, to }: PlayRequest) => {
  for (let index = from; index < to; index++) {
    try {
      send({ type: 'game', index, summary: playSummary(scenario, { seed: setup.seed + index, bots: setup.bots }) });
    } catch (e) {
      send({ type: 'failed', index, message: e instanceof Error ? e.message : String(e) });
      return;
    }
  }
  send({ type: 'ready' });
});
send({ type: 'ready' });
