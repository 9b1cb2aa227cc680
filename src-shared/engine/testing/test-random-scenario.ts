/** Random scenario rules for the property tests: arrivals, tables, strikes (test-only; never imported by the engine). */
import type { Area, Arrival, Condition, DieTable, Effect, Entry, HexRef, SimpleEffect, Strike, UnitSelector } from '../../model';
import type { Action } from '../core/actions';
import type { GameSetup, SetupFeature } from '../scenario/setup-types';
import { TEST_SIDES } from './test-fixtures';
import type { BotDice as Dice } from '../bots/bot';

type Parts = Pick<GameSetup, 'arrivals' | 'dieTables' | 'strikes' | 'cpBonuses' | 'victory' | 'sides'> & { objectives: SetupFeature[] };

const SIDES = ['axis', 'allies'] as const;
const CONTINGENT = { axis: 'ax', allies: 'al' } as const;

function area(d: Dice, cols: number, rows: number): Area {
  switch (d.int(4)) {
    case 0:
      return { kind: 'edge', edge: d.pick(['north', 'east', 'south', 'west'] as const) };
    case 1:
      return { kind: 'hexes', hexes: Array.from({ length: 1 + d.int(3) }, () => ({ col: d.int(cols), row: d.int(rows) })) };
    case 2:
      return { kind: 'matching', terrain: ['clear'], hexsides: [], features: [], adjacent: false };
    default:
      return { kind: 'edge', edge: d.pick(['north', 'south'] as const), from: d.int(cols), to: d.int(cols) };
  }
}

function entry(d: Dice, cols: number, rows: number, entryTableId?: string): Entry {
  const method = d.pick(['ground', 'ground', 'ground', 'airLanded', 'airdrop', 'airdrop'] as const);
  const areas = Array.from({ length: method === 'airLanded' ? d.int(2) : 1 + d.int(2) }, () => area(d, cols, rows));
  return { method, areas, mayDelay: d.chance(50), ...(entryTableId && d.chance(50) ? { entryTableId } : {}) };
}

function selector(d: Dice, side: 'axis' | 'allies', offMap: readonly string[]): UnitSelector {
  if (d.chance(40) && offMap.length > 0) return { kind: 'units', unitIds: [d.pick(offMap)] };
  if (d.chance(50)) return { kind: 'pick', contingentIds: [CONTINGENT[side]], typeIds: [], count: d.pick(['1', '2', '1d3', '1d6-3']) };
  return { kind: 'contingents', contingentIds: [CONTINGENT[side]] };
}

function condition(d: Dice, side: string): Condition {
  switch (d.int(4)) {
    case 0:
      return { kind: 'turn', from: 1 + d.int(2) };
    case 1:
      return { kind: 'night', night: d.chance(50) };
    case 2:
      return { kind: 'occupies', sideId: side, hexes: [], atLeast: 1 };
    default:
      return { kind: 'arrived', contingentId: d.pick(['ax', 'al']), arrived: d.chance(50) };
  }
}

/** Random reinforcement rules over the units the setup leaves off the map. */
export function randomScenarioParts(d: Dice, setup: Pick<GameSetup, 'map' | 'units' | 'placements'> & Partial<Pick<GameSetup, 'turns'>>): Parts {
  const { cols, rows } = setup.map;
  const placed = new Set(setup.placements.map((p) => p.unitId));
  const arrivals: Arrival[] = [];
  const dieTables: DieTable[] = [];
  const strikes: Strike[] = [];
  for (const side of SIDES) {
    const offMap = setup.units.filter((u) => u.contingentId === CONTINGENT[side] && !placed.has(u.id)).map((u) => u.id);
    const edgeId = `edge-${side}`;
    if (d.chance(50)) {
      const edgeRow = (from: number, to: number) => ({ from, to, outcomes: [{ effect: { kind: 'entryArea' as const, area: area(d, cols, rows) }, when: [], onceOnly: false }] });
      dieTables.push({ id: edgeId, name: 'edge', sideId: side, use: 'subTable', dice: '1d6', firstTurn: 1, modifiers: [], rows: [edgeRow(1, 3), edgeRow(4, 6)], note: '' });
    }
    const edgeTable = dieTables.some((t) => t.id === edgeId) ? edgeId : undefined;
    if (offMap.length > 0 && d.chance(60)) arrivals.push({ id: `arr-${side}`, sideId: side, turn: 1 + d.int(2), units: selector(d, side, offMap), entry: entry(d, cols, rows, edgeTable), note: '' });
    for (let i = d.int(3); i > 0; i--) strikes.push({ id: `${side}-s${i}`, sideId: side, kind: d.pick(['air', 'naval'] as const), strength: 2 + d.int(5), label: '', initial: d.chance(50), availability: d.pick(['arrivalTurn', 'restOfGame'] as const), shotDown: d.pick(['eliminated', 'replaced'] as const) });
    if (!d.chance(60)) continue;
    const simple = (): SimpleEffect => {
      switch (d.int(5)) {
        case 0:
          return { kind: 'deploy', units: selector(d, side, offMap), entry: entry(d, cols, rows, edgeTable) };
        case 1:
          return { kind: 'strikes', strikeKind: d.pick(['air', 'naval'] as const), count: 1 + d.int(2), notAtNight: d.chance(50) };
        case 2:
          return { kind: 'cp', amount: d.int(5) - 2 };
        case 3:
          return edgeTable ? { kind: 'rollOn', tableId: edgeTable } : { kind: 'noEffect' };
        default:
          return { kind: 'noEffect' };
      }
    };
    const effect = (): Effect => (d.chance(20) ? { kind: 'choice', count: 1 + d.int(2), options: [simple(), simple(), simple()] } : simple());
    const rowsOf = [1, 3, 5].map((from) => ({
      from,
      to: from + 1,
      outcomes: Array.from({ length: 1 + d.int(2) }, () => ({ effect: effect(), when: d.chance(40) ? [condition(d, side)] : [], onceOnly: d.chance(30), ...(d.chance(30) ? { otherwise: simple() } : {}) })),
    }));
    dieTables.push({ id: `main-${side}`, name: 'main', sideId: side, use: 'reinforcement', dice: '1d6', firstTurn: 1 + d.int(2), modifiers: d.chance(40) ? [{ value: d.int(3) - 1, when: [condition(d, side)] }] : [], rows: rowsOf, note: '' });
  }
  const anyHex = () => ({ col: d.int(cols), row: d.int(rows) });
  const objectives = Array.from({ length: d.int(3) }, (_, i): SetupFeature => ({ id: `obj${i}`, type: 'objective', hex: anyHex(), props: { vp: 5 * d.int(3), vpDemolished: 2 } }));
  const cpBonuses = d.chance(50) ? [{ id: 'bonus', sideId: d.pick(SIDES), cp: d.int(5) - 1, hexes: [anyHex(), anyHex()], require: d.pick(['any', 'all'] as const), noAdjacentEnemy: d.chance(50), note: '' }] : [];
  const none = { contingentIds: [], unitClasses: [], flags: [] };
  const victory = d.chance(70)
    ? {
        suddenDeath: [{ fromTurn: 1 + d.int(2), kind: 'objectivesAndNoEnemy' as const, text: '', result: 'Decisive victory' }],
        elimination: [
          { sideId: 'axis', what: 'units' as const, match: { ...none, flags: ['pursuit'] }, vp: 2, label: '' },
          { sideId: 'axis', what: 'units' as const, match: none, vp: 1, label: '' },
          { sideId: 'allies', what: 'units' as const, match: none, vp: 1, label: '' },
          { sideId: 'allies', what: 'strikes' as const, match: none, vp: 1, label: '' },
        ],
        evacuation: SIDES.map((side) => ({ sideId: side, contingentIds: [], edge: d.pick(['north', 'east', 'south', 'west'] as const), vp: 1, afterArrivalOf: d.chance(50) ? [] : [CONTINGENT[side]] })),
        levels: [{ from: 0, name: 'Draw' }, { from: 3, name: 'Win' }],
        historical: '',
      }
    : undefined;
  const sides = TEST_SIDES.map((side) => ({ ...side, dropZones: { count: d.int(3), terrain: d.chance(30) ? ['clear'] : [] }, airstrikesPerHex: 1 + d.int(2) }))
    // Drawn last, so the rest of every random setup is as before: the side writes an arrival plan before play.
    .map((side) => ({ ...side, arrivalPlan: d.chance(35) }))
    // Drawn after the plan: further drop zones from turn 2 (6.1 with a scenario's `later`).
    .map((side) => (d.chance(50) ? { ...side, dropZones: { ...side.dropZones, later: { count: 1 + d.int(2), fromTurn: 2, cp: d.int(2), terrain: [] } } } : side));
  // Drawn after everything else: a side's arrival order at unit level over all its units off the map, which then
  // come by nothing else (the side's scheduled arrivals and tables are left out).
  const turns = (setup.turns ?? []).map((t) => t.index);
  const ordering = new Set<string>();
  const ordered = sides.map((side) => {
    const pool = setup.units.filter((u) => u.contingentId === CONTINGENT[side.id] && !placed.has(u.id)).map((u) => u.id);
    if (turns.length === 0 || pool.length === 0 || !d.chance(30)) return side;
    ordering.add(side.id);
    const groups = d.chance(20) ? ('contingent' as const) : ('unit' as const);
    let left = groups === 'unit' ? pool.length : 1;
    const schedule = turns.flatMap((turn) => {
      if (left === 0 || d.chance(30)) return [];
      const count = 1 + d.int(Math.min(left, 3));
      left -= count;
      return [{ turn, count }];
    });
    if (schedule.length === 0) schedule.push({ turn: turns[0], count: 1 });
    const arrivalOrder = { mode: d.pick(['written', 'rolled'] as const), groups, unitIds: pool, schedule, entry: entry(d, cols, rows) };
    return { ...side, arrivalOrder };
  });
  return {
    arrivals: arrivals.filter((a) => !ordering.has(a.sideId)),
    dieTables: dieTables.filter((t) => !ordering.has(t.sideId)),
    strikes, cpBonuses, objectives, sides: ordered, ...(victory ? { victory } : {}),
  };
}

/** A junk arrival plan: any side (or none), contingent ids of either side or unknown, repeated or left out. */
export function junkPlanAction(d: Dice): Action {
  const ids = ['ax', 'al', 'no-such-contingent'];
  return { type: 'submitArrivalPlan', side: d.pick(['axis', 'allies', 'nobody']), order: Array.from({ length: d.int(3) }, () => d.pick(ids)) };
}

/** A junk arrival order: any side (or none), unit or contingent ids or unknown ones, repeated or left out, or none (rolled). */
export function junkOrderAction(d: Dice, setup: Pick<GameSetup, 'units'>): Action {
  const ids = ['ax', 'al', 'no-such-unit', ...setup.units.map((u) => u.id)];
  const side = d.pick(['axis', 'allies', 'nobody']);
  return d.chance(30) ? { type: 'sealArrivalOrder', side } : { type: 'sealArrivalOrder', side, order: Array.from({ length: d.int(5) }, () => d.pick(ids)) };
}

/** A junk scenario action: decisions, entries with random ids and hexes. */
export function junkScenarioAction(d: Dice, setup: GameSetup, hex: () => HexRef, unitId: string): Action {
  switch (d.int(7)) {
    case 5:
      return { type: 'placeDropZone', hex: hex() };
    case 6:
      return { type: 'airdrop', unitId, hex: hex() };
    case 4: {
      const ids = (setup.strikes ?? []).map((x) => x.id);
      const some = () => Array.from({ length: d.int(3) }, () => (ids.length > 0 && d.chance(80) ? d.pick(ids) : 'no-such-strike'));
      return { type: 'commitStrikes', kind: d.pick(['air', 'naval'] as const), targets: Array.from({ length: d.int(3) }, () => ({ hex: hex(), strikeIds: some() })) };
    }
    case 3:
      return { type: 'evacuate', unitId };
    case 0:
      return { type: 'choose', decisionId: `${1 + d.int(2)}.${d.pick(SIDES)}.${1 + d.int(2)}`, options: Array.from({ length: d.int(3) }, () => d.int(4) - 1) };
    case 1:
      return { type: 'pickUnits', decisionId: `${1 + d.int(2)}.${d.pick(SIDES)}.1`, unitIds: Array.from({ length: d.int(3) }, () => d.pick(setup.units).id) };
    default:
      return { type: 'enter', unitId, hex: hex() };
  }
}
