/**
 * Random victory conditions and scenarios without command points for the property tests (test-only; never imported by
 * the engine). Drawn from dice of their own, after the rest of the setup, so every other part of a random game stays
 * as it was.
 */
import { seedRng } from '../../dice';
import type { HoldTarget, VictoryCondition } from '../../model';
import type { GameSetup } from '../scenario/setup-types';
import { BotDice as Dice } from '../bots/bot';

const SIDES = ['axis', 'allies'] as const;
/** The share of random games with victory conditions, and of those without command points. */
const CONDITIONS_SHARE = 40;
const NO_CP_SHARE = 25;

function target(d: Dice, setup: GameSetup): HoldTarget {
  const objectives = (setup.features ?? []).filter((f) => f.type === 'objective');
  const zones = setup.zones ?? [];
  const roll = d.int(3);
  if (roll === 0 && objectives.length > 0) return { kind: 'objective', featureId: d.pick(objectives).id };
  if (roll === 1 && zones.length > 0) return { kind: 'zone', zoneId: d.pick(zones).id };
  // Most often a hex where a unit stands at the start, so holds happen.
  const placed = setup.placements.length > 0 && d.chance(70) ? d.pick(setup.placements).hex : { col: d.int(setup.map.cols), row: d.int(setup.map.rows) };
  return { kind: 'hex', hex: placed };
}

function condition(d: Dice, setup: GameSetup): VictoryCondition {
  const sideId = d.pick(SIDES);
  const other = sideId === 'axis' ? 'allies' : 'axis';
  const lastTurn = setup.turns.length;
  switch (d.int(5)) {
    case 0:
    case 1:
      return {
        kind: 'hold', sideId, target: target(d, setup), check: d.pick(['everyTurn', 'turnOnly'] as const), turn: 1 + d.int(lastTurn),
        elseSideId: d.chance(50) ? other : null, result: '', elseResult: '',
      };
    case 2:
      return { kind: 'eliminate', sideId, percent: 10 + d.int(91), result: '' };
    case 3:
      return { kind: 'exit', sideId, edge: d.pick(['north', 'east', 'south', 'west'] as const), count: 1 + d.int(2), result: '' };
    default:
      return { kind: 'vp', sideId, vp: 1 + d.int(8), result: '' };
  }
}

export function withVictoryConditions(seed: number, setup: GameSetup): GameSetup {
  const d = new Dice(seedRng(`victory-${seed}`));
  const noCp = d.chance(NO_CP_SHARE);
  const ruleset = noCp ? { ...setup.ruleset, commandPoints: false } : setup.ruleset;
  if (!setup.victory || !d.chance(CONDITIONS_SHARE)) return noCp ? { ...setup, ruleset } : setup;
  const conditions = Array.from({ length: 1 + d.int(3) }, () => condition(d, setup));
  const otherwise = d.chance(50) ? { sideId: d.chance(30) ? null : d.pick(SIDES), result: '' } : undefined;
  return { ...setup, ruleset, victory: { ...setup.victory, conditions, ...(otherwise ? { otherwise } : {}) } };
}
