/**
 * Leaders and morale for the random property games (test-only; never imported by the engine): in some games a few
 * units become leaders, the 'morale' module is switched on (leaders of the formation, or nearby within a random radius)
 * and the ruleset gets a random valid morale table (rows covering 1–6 with random results, random modifiers). Drawn
 * from dice of their own, after everything else, so the rest of every random setup is as before.
 */
import { seedRng } from '../../dice';
import type { UnitType } from '../../model';
import { MORALE_MODIFIER_WHENS, type MoraleResult, type MoraleRow, type MoraleTable } from '../../ruleset';
import { BotDice as Dice } from '../bots/bot';
import type { GameSetup } from '../scenario/setup-types';
import { SPECIAL_RULE_MODULES, type ModuleParams } from '../scenario/special-rules';
import { unitType } from './test-fixtures';

export const LEADER_TYPE: UnitType = unitType('leader', 'foot', 'platoon', [5, 2], ['leader'], [1, 1]);

const SHARE = 35;
const RESULT_SETS: readonly (readonly MoraleResult[])[] = [['normal'], ['cannot-move'], ['cannot-fire'], ['fall-back'], ['cannot-move', 'cannot-fire'], ['fall-back', 'cannot-fire']];

export function randomMoraleTable(d: Dice): MoraleTable {
  const rows: MoraleRow[] = [];
  for (let from = 1; from <= 6; ) {
    const to = Math.min(6, from + d.int(3));
    const results = d.pick(RESULT_SETS);
    rows.push({ from, to, results: [...results], ...(results.includes('fall-back') ? { hexes: 1 + d.int(3) } : {}) });
    from = to + 1;
  }
  const modifiers = MORALE_MODIFIER_WHENS.filter(() => d.chance(30)).map((when) => ({ when, value: d.int(5) - 2 }));
  return { source: 'random test', dice: '1d6', rows, modifiers };
}

export function withMorale(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`morale-${seed}`));
  if (!d.chance(SHARE) || setup.placements.length === 0) return setup;
  const leaders = new Set<string>();
  for (let k = 1 + d.int(3); k > 0; k--) leaders.add(d.pick(setup.placements).unitId);
  const nearby = d.chance(60);
  const params: ModuleParams | undefined = nearby ? { leaders: 'nearby', radius: d.int(4) } : d.chance(50) ? { japanese: 'step-loss' } : undefined;
  const rule = { id: 'morale', module: SPECIAL_RULE_MODULES.morale, ...(params ? { params } : {}) };
  return {
    ...setup,
    ruleset: { ...setup.ruleset, ...(d.chance(80) ? { morale: randomMoraleTable(d) } : {}) },
    unitTypes: [...setup.unitTypes, LEADER_TYPE],
    units: setup.units.map((u) => (leaders.has(u.id) ? { ...u, typeId: LEADER_TYPE.id } : u)),
    specialRules: [...(setup.specialRules ?? []), rule],
  };
}
