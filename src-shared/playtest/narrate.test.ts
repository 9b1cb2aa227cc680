import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import type { Board, GameEvent } from '../engine';
import { COVERING_GAMES, botGame, goldenReplay, scenarioDoc } from '../../tests/support/playtest-games';
import type { BundledScenario } from '../../tests/support/bundled-scenarios';
import { gameNames, type Names } from './names';
import { narrate } from './narrate';
import { EVENT_KINDS } from './narration';
import { Timeline } from './timeline';

/** Every event type of the engine; the compiler checks that the list is complete. */
const EVERY_TYPE: Record<GameEvent['type'], true> = {
  'phase-started': true, 'phase-ended': true, 'turn-started': true, 'turn-ended': true, 'game-over': true, 'cp-reset': true, 'cp-spent': true,
  'die-rolled': true, 'fast-move': true, 'unit-moved': true, 'over-stacked': true, 'unit-disrupted': true, 'unit-eliminated': true,
  'combat-resolved': true, 'unit-retreated': true, 'pursuit-open': true, 'unit-pursued': true, 'unit-regrouped': true, 'table-rolled': true,
  'table-outcome': true, 'reinforcements-available': true, 'reinforcements-none': true, 'strikes-available': true, 'cp-changed': true,
  'decision-pending': true, 'decision-made': true, 'unit-entered': true, 'reinforcements-held': true, 'cp-bonus': true, 'strike-resolved': true,
  'strike-shot-down': true, 'unit-evacuated': true, 'units-not-dropped': true, 'drop-zone-placed': true, 'unit-air-dropped': true,
  'victory-scored': true, 'victory-condition': true, 'arrival-plan-sealed': true, 'arrival-plan-checked': true, 'demolition-table-rolled': true, 'feature-demolished': true,
  'demolition-repaired': true, 'bridge-built': true, 'roadblock-built': true, 'roadblock-removed': true, 'refinery-fire-rolled': true,
  'air-supply-dropped': true, 'air-supply-used': true, 'unit-step-lost': true, 'cave-collapse-roll': true, 'cave-immune': true,
  'cave-bombarded': true, 'unit-attacked': true, 'napalm-pilot': true, 'banzai-declared': true, 'banzai-crew-joined': true,
  'banzai-continues': true, 'banzai-ended': true, 'retreat-ignored': true, 'unit-revealed': true, 'starshell-fired': true,
  'starshells-burnt-out': true, 'canister-fired': true, 'tank-killer-detonated': true, 'obstacle-cleared': true, 'feature-fire-rolled': true,
  'morale-rolled': true, 'morale-fell-back': true, 'morale-restored': true, 'unit-loaded': true, 'unit-unloaded': true,
  'passenger-roll': true, 'arrival-order-sealed': true, 'arrival-order-due': true, 'arrival-order-revealed': true,
};

type Played = { readonly scenario: BundledScenario; readonly names: Names; readonly events: readonly GameEvent[] };

const played: Played[] = COVERING_GAMES.map(({ scenario, bots, seed }) => {
  const game = botGame(scenario, seed, bots);
  const timeline = new Timeline(game.session.setup, game.session.seed, game.session.actions);
  return { scenario, names: gameNames(timeline.current.board, scenarioDoc(scenario)), events: timeline.events.map((e) => e.event) };
});

/**
 * Events the bots of the bundled scenarios never bring about, as the engine writes them (arrival-plan.ts,
 * modules/bridge-building.ts, modules/bridge-repair.ts, cave-attacks.ts, banzai.ts, evacuation.ts), on Primosole's
 * and Taremo's units; the morale module's, which no bundled scenario switches on.
 */
const RARE: readonly { readonly scenario: BundledScenario; readonly event: GameEvent }[] = [
  { scenario: 'primosole', event: { type: 'arrival-plan-sealed', side: 'british', digest: '0123456789abcdef', rule: 'arrival plan' } },
  {
    scenario: 'primosole',
    event: {
      type: 'arrival-plan-checked', side: 'british', digest: '0123456789abcdef', planned: ['151', '4A'],
      actual: [{ contingentId: '4A', turn: 3 }, { contingentId: '151', turn: null }],
      deviations: [{ contingentId: '4A', planned: 2, turn: 3, ahead: ['151'], why: '4A arrived on turn 3 before 151, planned ahead of it, which never arrived' }],
      kept: false, rule: 'arrival plan',
    },
  },
  {
    scenario: 'primosole',
    event: { type: 'bridge-built', side: 'british', unitId: '1P-31', target: { kind: 'hexside', id: '19,28:1', label: 'Bridge between 1929 and 2029', hexes: [{ col: 18, row: 28 }, { col: 19, row: 28 }] }, markersLeft: 1, rule: '22.2.2' },
  },
  {
    scenario: 'primosole',
    event: { type: 'demolition-repaired', side: 'british', unitId: '1P-31', target: { kind: 'hexside', id: '19,28:1', label: 'Bridge between 1929 and 2029', hexes: [{ col: 18, row: 28 }, { col: 19, row: 28 }] }, effects: ['the bridge carries the road again'], rule: '22.2.1' },
  },
  { scenario: 'primosole', event: { type: 'unit-evacuated', unitId: '1P-01', hex: '1836', at: { col: 17, row: 35 }, rule: '21.2' } },
  { scenario: 'taremo', event: { type: 'cave-bombarded', side: 'us', hex: '1306', at: { col: 12, row: 5 }, attackers: ['SP-04'], rule: 'OST 9.12' } },
  {
    scenario: 'primosole',
    event: {
      type: 'obstacle-cleared', side: 'british', obstacle: '19,28:1', kind: 'hexside', name: 'Barbed wire', label: 'Barbed wire between 1929 and 2029',
      hexes: [{ col: 18, row: 28 }, { col: 19, row: 28 }], how: 'clearing', unitIds: ['1P-31'], becomes: null, rule: 'Atoll 14.9',
    },
  },
  {
    scenario: 'primosole',
    event: { type: 'feature-fire-rolled', side: 'british', featureId: 'f1', name: 'Command post', hex: '1836', at: { col: 17, row: 35 }, cause: 'a ground attack on its hex', die: 5, destroyed: true, keepsBonus: false, rule: 'Atoll 14.10' },
  },
  { scenario: 'primosole', event: { type: 'arrival-order-sealed', side: 'british', mode: 'written', digest: '0123456789abcdef', items: 3, rule: 'arrival order' } },
  { scenario: 'primosole', event: { type: 'arrival-order-due', side: 'british', turn: 3, count: 2, items: ['1P-01', '4A'], units: ['1P-01'], from: 1, to: 2, rule: 'arrival order' } },
  {
    scenario: 'primosole',
    event: { type: 'arrival-order-revealed', side: 'british', digest: '0123456789abcdef', order: ['1P-01', '4A'], arrived: [{ item: '1P-01', turn: 3 }, { item: '4A', turn: null }], rule: 'arrival order' },
  },
  { scenario: 'taremo', event: { type: 'retreat-ignored', unitId: 'CA-01', reason: 'a Banzai participant never retreats', rule: 'OST 13.14' } },
  {
    scenario: 'taremo',
    event: {
      type: 'victory-condition', turn: 6, condition: 0, kind: 'hold', winner: 'us', level: 'Marine victory', hexes: [{ col: 0, row: 4 }],
      reason: 'United States hold zone zone-red-beach at the end of turn 6 (own units in 2 of its 5 hexes, enemy units in 0); the condition counts the end of every turn up to 8', rule: '21.1',
    },
  },
  {
    scenario: 'taremo',
    event: { type: 'victory-condition', turn: 8, condition: null, kind: 'default', winner: null, level: 'Draw', hexes: [], reason: 'no victory condition was met and the VP levels name no winner: the scenario calls the game a draw', rule: '21.2' },
  },
  {
    scenario: 'primosole',
    event: {
      type: 'morale-rolled', unitId: '1P-01', why: 'every leader of its formation is lost', dice: '1d6', faces: [5], natural: 5,
      modifiers: [{ value: 1, cause: 'the unit is disrupted', applies: true }, { value: 1, cause: 'an enemy unit is next to it', applies: false }],
      modified: 6, row: '6–8', nearest: false, results: ['fall-back', 'cannot-fire'], hexes: 2, rule: 'Atoll morale',
    },
  },
  {
    scenario: 'primosole',
    event: { type: 'morale-fell-back', unitId: '1P-01', from: { col: 17, row: 35 }, to: { col: 17, row: 33 }, path: [{ col: 17, row: 34 }, { col: 17, row: 33 }], hexes: 2, notes: [], rule: 'Atoll morale, 13.2' },
  },
  { scenario: 'primosole', event: { type: 'morale-restored', side: 'british', unitIds: ['1P-01'], rule: 'Atoll morale' } },
  // Transport (modules/transport), on Taremo's rifle platoons and amtracs.
  {
    scenario: 'taremo',
    event: { type: 'unit-loaded', unitId: 'A-01', carrierId: 'LVT-04', hex: '1306', at: { col: 12, row: 5 }, mp: 1, mpLeft: 5, load: 1, capacity: 2, measure: 'units', rule: 'Atoll 12' },
  },
  { scenario: 'taremo', event: { type: 'unit-unloaded', unitId: 'A-01', carrierId: 'LVT-04', hex: '1306', at: { col: 12, row: 5 }, mp: 1, mpLeft: 3, carrierLost: false, rule: 'Atoll 12' } },
  { scenario: 'taremo', event: { type: 'passenger-roll', unitId: 'A-01', carrierId: 'LVT-04', hex: '1306', at: { col: 12, row: 5 }, hit: 'eliminated', die: 5, result: 'step', rule: 'Atoll 12' } },
];

const rareNames = (scenario: BundledScenario) => played.find((p) => p.scenario === scenario)?.names as Names;

describe('narrate', () => {
  it('narrates every event type the engine has, from real games and, for the rarest, events as the engine writes them', () => {
    const seen = new Set<string>([...played.flatMap((p) => p.events.map((e) => e.type)), ...RARE.map((r) => r.event.type)]);
    expect([...seen].sort()).toEqual(Object.keys(EVERY_TYPE).sort());
    for (const { scenario, event } of RARE) {
      const n = narrate(event, rareNames(scenario));
      expect(n.text.length, event.type).toBeGreaterThan(10);
    }
  });

  it('puts into words every event of bot games of the three bundled scenarios: no undefined, NaN, [object or raw record id', () => {
    const LEAKED = /undefined|NaN|\[object|null/;
    for (const { scenario, names, events } of [...played, ...RARE.map((r) => ({ scenario: r.scenario, names: rareNames(r.scenario), events: [r.event] }))]) {
      const raw = rawIds(names.board, scenario);
      for (const event of events) {
        const n = narrate(event, names);
        const words = [n.text, ...n.details, n.dice?.purpose ?? ''];
        // Thousands of events: each check calls expect only when it fails (an expect call costs more than the check).
        for (const text of words) {
          if (LEAKED.test(text)) expect(text, `${event.type}: ${text}`).not.toMatch(LEAKED);
          const leaked = text.match(raw);
          if (leaked) expect(leaked, `${scenario} ${event.type}: "${text}" quotes a record id`).toBeNull();
        }
        if (!EVENT_KINDS.includes(n.kind)) expect(EVENT_KINDS).toContain(n.kind);
        if (!/^\S/.test(n.text)) expect(n.text).toMatch(/^\S/);
        if (n.side !== undefined && !names.board.sides.some((s) => s.id === n.side)) expect(names.board.sides.map((s) => s.id)).toContain(n.side);
        for (const id of n.units) if (!Object.hasOwn(names.board.units, id)) expect(id, `${event.type} names a unit the board does not have`).toBe('a unit of the board');
        for (const hex of n.hexes) if (!(hex.col >= 0 && hex.row >= 0 && hex.col < names.board.cols && hex.row < names.board.rows)) expect(hex, `${event.type} names a hex off the map`).toBe('a hex on the map');
      }
    }
  });

  describe('on the golden Palembang replay (greedy bots, seed 1)', () => {
    const golden = goldenReplay('palembang-greedy-1.session.json');
    const timeline = new Timeline(golden.setup, golden.seed, golden.actions);
    const names = gameNames(timeline.current.board, scenarioDoc('palembang'));
    const told = (type: GameEvent['type'], pick: (e: GameEvent) => boolean = () => true) => {
      const found = timeline.events.find((e) => e.event.type === type && pick(e.event));
      if (!found) throw new Error(`no ${type} event`);
      return narrate(found.event, names);
    };

    it('a move: every hex entered with its cost, and the MP spent of the MP the unit had', () => {
      const n = told('unit-moved');
      expect(n.text).toBe('HAA 2 moves 3115 → 2815 (3 hexes): 3016 airfield 1, 2915 road ½, 2815 road ½ = 2 of 2 MP');
      expect(n.kind).toBe('movement');
      expect(n.side).toBe('allied');
      expect(n.hexes.map((h) => names.hex(h))).toEqual(['3115', '3016', '2915', '2815']);
      expect(n.details[1]).toBe('2915: road ½ MP = ½ MP (10.6), ½ MP left; along the road: the other terrain of the hex does not count');
    });

    it('a one-hex move with a hexside', () => {
      const n = told('unit-moved', (e) => e.type === 'unit-moved' && e.steps.length === 1 && e.steps[0].parts.length > 1);
      expect(n.text).toMatch(/^\S.* moves \d{4} → \d{4}: \w[\w ]* \d+½? MP \+ [\w ]+ \+\d+½? = \d+½? of \d+½? MP/);
    });

    it('a combat: who attacks with what against what, the column, every shift, the die and the result', () => {
      const n = told('combat-resolved');
      expect(n.text).toBe(
        "Japanese attack 2504 with 2/1, 2/2, 3/1, 3/2, 3/3, Eng 1, Eng 2, Eng 3, HW 1, HW 2, HW 3 (24) against 1 Coy (5): +19 → column +7 or more, town in the defenders' hex 2L, engineers in the attack cancel one defensive terrain shift 1R → +5 to +6; die 2: DD (defender disrupted)",
      );
      expect(n.kind).toBe('combat');
      expect(n.dice).toEqual({ dice: '1d6', faces: [2], total: 2, modifiers: [], result: 2, purpose: 'combat against 2504' });
      expect(n.details).toContain("Town in the defenders' hex: 2L (11.4.1)");
      expect(n.units.slice(0, 2)).toEqual(['2R-05', '2R-06']);
    });

    it('an air drop with its die, the modifiers that applied and the landing', () => {
      const n = told('unit-air-dropped');
      expect(n.text).toBe('2/1 drops on 2503 (clear): die 5 → disrupted in 2503');
      expect(n.kind).toBe('airdrop');
      expect(n.dice?.modifiers).toEqual([]);
      expect(n.details[0]).toMatch(/^\+1 .*: does not apply$/);
    });

    it('the end-game score with every line', () => {
      const n = told('victory-scored');
      expect(n.text).toMatch(/^Victory points: Japanese \d+, Allied \d+ VP; difference \d+: /);
      expect(n.details.some((d) => /units of Japanese eliminated/.test(d))).toBe(true);
      expect(n.kind).toBe('victory');
    });
  });

  it('names the side in the engine sentences that quote its id, and strike markers by their labels', () => {
    const names = rareNames('palembang');
    expect(narrate({ type: 'roadblock-removed', side: 'japanese', hex: '0409', at: { col: 0, row: 8 }, reason: 'no japanese unit is left in the hex', rule: '20.3' }, names).text).toBe(
      'The Japanese roadblock in 0409 is removed: no Japanese unit is left in the hex',
    );
    expect(narrate({ type: 'cp-changed', side: 'allied', amount: -2, cp: 1, reason: 'table result (allied-reinforcements)', rule: '5.3' }, names).text).toBe(
      'Allied CP −2, now 1: table result (Allied reinforcements)',
    );
    expect(names.text('EX: shot down jp-air-2 (the weakest marker)')).toBe('EX: shot down Japanese airstrike 2 (the weakest marker)');
    const drop = narrate(
      { type: 'unit-air-dropped', unitId: '2R-05', planned: { col: 21, row: 2 }, landed: { col: 21, row: 2 }, terrain: 'palm-debris', die: 3, modifiers: [{ value: 1, cause: 'a night turn', applies: true }], modified: 4, result: 'landed', notes: [], rule: '6.2.1' },
      names,
    );
    expect(drop.text).toBe(`2/1 drops on ${names.hex({ col: 21, row: 2 })} (palm debris): die 3 +1 a night turn = 4 → landed in ${names.hex({ col: 21, row: 2 })}`);
    expect(drop.dice).toMatchObject({ faces: [3], total: 3, result: 4, modifiers: [{ value: 1, cause: 'a night turn' }] });
  });
});

/** Record ids that must not reach a sentence: those that are not also a name people see (a contingent code "2R"). */
function rawIds(board: Board, scenario: BundledScenario): RegExp {
  const doc = scenarioDoc(scenario);
  const shown = new Set([
    ...doc.units.map((u) => u.designation), ...doc.sides.map((s) => s.name), ...doc.contingents.flatMap((c) => [c.code, c.name]),
    ...doc.strikes.map((s) => s.label), ...doc.dieTables.map((t) => t.name), ...doc.zones.map((z) => z.name),
  ]);
  const ids = [
    ...board.unitIds, ...board.sides.map((s) => s.id), ...doc.contingents.map((c) => c.id), ...doc.strikes.map((s) => s.id), ...doc.dieTables.map((t) => t.id),
    ...doc.arrivals.map((a) => a.id), ...doc.features.map((f) => f.id), ...doc.zones.map((z) => z.id), ...doc.cpBonuses.map((c) => c.id),
    // Terrain ids that cannot pass for words ("palm-debris" for Palm debris; "refinery" may, in "oil refinery").
    ...doc.ruleset.terrain.filter((t) => /[-_0-9]/.test(t.id) && t.id.toLowerCase() !== t.name.toLowerCase()).map((t) => t.id),
  ].filter((id) => !shown.has(id));
  const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])(${ids.map(escape).join('|')})(?![\\w-])`);
}
