import { describe, expect, it } from 'vitest';
import '../../testing/test-guards';
import { bundledScenario } from '../../../../tests/support/bundled-scenarios';
import { prepareScenario, scenarioGame } from '../../bots';
import { replay, stateHash } from '../../core/session';
import { parseSessionFile, sessionFileText, sessionOf } from '../../core/session-file';
import { taremoWithOrder as withOrder } from '../../testing/test-arrival-orders';
import { itemUnits } from './arrival-orders';

const taremoWithOrder = (mode: 'written' | 'rolled') => withOrder(bundledScenario('taremo'), mode);

describe('arrival orders with the bots', () => {
  it('arrival order: a scenario with one plays to its end with greedy and with random bots, holding the side to its order, and replays', () => {
    for (const mode of ['written', 'rolled'] as const) {
      const scenario = prepareScenario(taremoWithOrder(mode));
      for (const bots of ['greedy', 'random'] as const) {
        const played = scenarioGame(scenario, { seed: 3, bots });
        const end = played.state;
        expect(end.over, `${mode} ${bots}`).toBe(true);
        expect(played.session.actions[0]).toMatchObject({ type: 'sealArrivalOrder', side: 'us' });
        const order = end.arrivalOrders?.us;
        expect(order?.order?.length).toBe(8);
        // Turn 2 brought the first two of the order, turn 4 the rest: the order was held to.
        expect(order?.arrived.map((a) => a.turn)).toEqual([2, 2, 4, 4, 4, 4, 4, 4]);
        expect(order?.arrived.map((a) => a.item)).toEqual(order?.order);
        for (const id of (order?.order ?? []).flatMap((item) => itemUnits(end.board, 'us', item))) expect(end.units[id].hex !== null || end.units[id].eliminated || Object.hasOwn(end.pool ?? {}, id)).toBe(true);
        expect(stateHash(replay(played.session))).toBe(stateHash(end));
      }
    }
  });

  it('arrival order: a session that seals one is written as a version-2 session file, which reads back and replays to its hash', () => {
    const doc = taremoWithOrder('rolled');
    const played = scenarioGame(prepareScenario(doc), { seed: 5, bots: 'random' });
    const text = sessionFileText({ scenario: doc, placements: played.session.setup.placements, seed: 5, actions: played.session.actions, finalHash: played.hash });
    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.file.version).toBe(2);
    expect(stateHash(replay(sessionOf(parsed.file, doc)))).toBe(played.hash);
  });
});
