// Rules 11.4, 11.4.1, 11.4.2, 11.4.3, 11.4.4, 11.4.5, 17.0, 18.1, 19.2, 20.2, 20.3.
/**
 * CRT column shifts of a ground combat (11.4), each with its cause and rule, in this order:
 *  - in-hex terrain (11.4.1): the terrain's `columnShift`, none once the hex is demolished (19.2);
 *  - features in the hex (11.4.1, 20.2): each feature type's rule shift, added to the terrain's; a feature whose
 *    rule needs a module that is off counts nothing; one protecting only light units counts when at least one
 *    defender is of a light movement class; a feature naming a side helps only that side; a roadblock built in play
 *    helps its builder's side (20.2), and one removed by 20.3 counts nothing; a cave helps only when every defender
 *    is inside it (a module's `featureShelters` hook, modules/caves);
 *  - hexside (11.4.1): only when every adjacent attacking hex faces the defender across a hexside with a left
 *    shift; the one most favourable to the attacker counts; never for an attack by ranged units alone;
 *  - concentric attack (11.4.2): each of the six hexes around the defender holds an adjacent attacker, lies in
 *    an adjacent attacker's ZOC, is closed to every defender (prohibited terrain or hexside), or is off the map;
 *    ranged attackers and units not in the attack do not count;
 *  - antitank (11.4.3): an adjacent mechanized attacker against a defender with an undisrupted antitank unit;
 *  - night (11.4.4, 17.0): the turn record marks the turn as night, unless a starshell lights the defenders' hex
 *    (the `nightLit` hook, modules/starshells);
 *  - engineers (11.4.5, 18.1): an undisrupted engineer among the adjacent attackers cancels one left shift of
 *    the defender's terrain (hex, feature or hexside; a roadblock is no terrain), at most once;
 *  - then the modules' own shifts (`columnShift` hooks: the Japanese assault of modules/step-losses).
 * Unit flags read here: 'antitank' (or 'anti-tank') and 'engineer' (or 'engineers').
 */
import { featureRuleById, hexsideTypeById, terrainById } from '../../ruleset';
import { directionTo, type Board, type BoardFeature } from '../core/board';
import { terrainBenefitLost } from '../engineering/demolition-targets';
import type { ColumnShift } from '../core/events';
import type { CombatForces } from '../core/hook-types';
import { stepCostHalf, unitCostTables } from '../movement/movement-cost';
import { builtRoadblockShift, roadblockCleared } from '../engineering/roadblocks';
import { hooks } from '../core/registry';
import { turnRecord, type GameState } from '../core/state';
import { unitOf, hasFlag, isMechanized } from '../core/units';

export type { CombatForces } from '../core/hook-types';

const isAntitank = (board: Board, id: string) => hasFlag(board.units[id], 'antitank') || hasFlag(board.units[id], 'anti-tank');
const isEngineer = (board: Board, id: string) => hasFlag(board.units[id], 'engineer') || hasFlag(board.units[id], 'engineers');

function hexOf(state: GameState, unitId: string): number {
  const hex = unitOf(state, unitId).hex;
  return hex ? hex.row * state.board.cols + hex.col : -1;
}

/** A module may say a feature shelters only some defenders (a cave those inside it): then it counts nothing. */
function sheltersAll(state: GameState, feature: BoardFeature, f: CombatForces): boolean {
  for (const shelters of hooks('featureShelters')) if (!shelters(state, feature, f.target, f.defenders)) return false;
  return true;
}

/** A module lights the hex at night (a starshell): the night shift does not apply. */
export function nightLit(state: GameState, at: number): boolean {
  for (const lit of hooks('nightLit')) if (lit(state, at)) return true;
  return false;
}

export function terrainShifts(state: GameState, f: CombatForces): ColumnShift[] {
  const { board } = state;
  const r = board.ruleset;
  const shifts: ColumnShift[] = [];
  const terrain = terrainById(r, board.terrainIds[board.terrainAt[f.target]]);
  if (terrain && terrain.columnShift !== 0 && !terrainBenefitLost(state, f.target)) shifts.push({ cause: `${terrain.name} in the defenders' hex`, shift: terrain.columnShift, rule: '11.4.1' });
  const defenderSide = f.defenders.length > 0 ? board.units[f.defenders[0]].sideId : '';
  const anyLight = f.defenders.some((id) => !isMechanized(board, board.units[id]));
  // Rules counted already (a set only where the hex has features).
  const features = board.featuresAt.get(f.target);
  const seen = features ? new Set<string>() : null;
  for (const feature of features ?? []) {
    const rule = featureRuleById(r, feature.type);
    if (!rule || rule.columnShift === 0 || seen?.has(rule.id)) continue;
    if (rule.module && !r.modules[rule.module]) continue;
    if (rule.id === 'roadblock' && roadblockCleared(state, feature.id)) continue;
    if (feature.side !== undefined && feature.side !== defenderSide) continue;
    if (rule.protects === 'light' && !anyLight) continue;
    if (!sheltersAll(state, feature, f)) continue;
    seen?.add(rule.id);
    shifts.push({ cause: `${rule.name} in the defenders' hex`, shift: rule.columnShift, rule: rule.id === 'roadblock' ? '20.2' : '11.4.1' });
  }
  const roadblock = seen?.has('roadblock') ? null : builtRoadblockShift(state, f.target, defenderSide);
  if (roadblock) shifts.push(roadblock);
  return shifts;
}

function hexsideShift(state: GameState, f: CombatForces): ColumnShift | null {
  const { board } = state;
  // The attackers' hexes, each once (a few: compared by a scan, no set built).
  const hexes: number[] = [];
  for (const id of f.adjacent) {
    const at = hexOf(state, id);
    if (!hexes.includes(at)) hexes.push(at);
  }
  if (hexes.length === 0) return null;
  let best: { shift: number; name: string } | null = null;
  for (const at of hexes) {
    let shift = 0;
    let name = '';
    for (let dir = 0; dir < 6; dir++) {
      if (board.neighbourAt[f.target * 6 + dir] !== at) continue;
      const hs = board.hexsideAt[f.target * 6 + dir];
      const type = hs >= 0 ? hexsideTypeById(board.ruleset, board.hexsideTypeIds[hs]) : undefined;
      if (type) {
        shift = type.columnShift;
        name = type.name;
      }
    }
    if (shift >= 0) return null; // 11.4.1: some adjacent attackers do not attack across such a hexside
    if (!best || shift > best.shift) best = { shift, name };
  }
  if (!best) return null;
  const cause = `${best.name} hexside: every adjacent attacker attacks across one${hexes.length > 1 ? ' (the one most favourable to the attacker counts)' : ''}`;
  return { cause, shift: best.shift, rule: '11.4.1' };
}

/** 11.4.2: every hex around the defenders is taken by an adjacent attacker or its ZOC, closed to them, or off the map. */
export function isConcentric(state: GameState, f: CombatForces): boolean {
  const { board } = state;
  if (f.adjacent.length === 0) return false;
  // Hexes taken are the attackers' own and their neighbours: a neighbour of the target is taken when it is an
  // attacker's hex or next to one (asked of each attacker's hex, no set of the neighbours built).
  const from = f.adjacent.map((id) => hexOf(state, id));
  const taken = (n: number) => {
    for (const at of from) if (at === n || directionTo(board, at, n) >= 0) return true;
    return false;
  };
  for (let dir = 0; dir < 6; dir++) {
    const n = board.neighbourAt[f.target * 6 + dir];
    if (n < 0 || taken(n)) continue;
    // Closed to every defender (their tables are shared per board and class, movement-cost.ts).
    let closed = f.defenders.length > 0;
    for (const id of f.defenders) {
      if (stepCostHalf(board, unitCostTables(board, board.units[id]), f.target, dir, n) < 0) continue;
      closed = false;
      break;
    }
    if (!closed) return false;
  }
  return true;
}

/** Every column shift of the combat, in the order listed above; shifts of zero are left out. */
export function columnShifts(state: GameState, f: CombatForces): ColumnShift[] {
  const { board } = state;
  const cs = board.ruleset.combatShifts;
  const shifts = terrainShifts(state, f);
  const side = hexsideShift(state, f);
  if (side) shifts.push(side);
  // A roadblock is no terrain (20.2): engineers cancel terrain shifts only (11.4.5, 18.1).
  const terrainTotal = shifts.filter((s) => s.rule !== '20.2').reduce((sum, s) => sum + s.shift, 0);
  if (cs.concentric !== 0 && isConcentric(state, f)) {
    shifts.push({ cause: 'concentric attack: attackers, their ZOCs, closed terrain or the map edge surround the defenders', shift: cs.concentric, rule: '11.4.2' });
  }
  const mechanized = f.adjacent.some((id) => isMechanized(board, board.units[id]));
  const antitank = f.defenders.some((id) => !unitOf(state, id).disrupted && isAntitank(board, id));
  if (cs.antitank !== 0 && mechanized && antitank) {
    shifts.push({ cause: 'an undisrupted antitank unit defends against mechanized attackers', shift: cs.antitank, rule: '11.4.3' });
  }
  if (cs.night !== 0 && turnRecord(state)?.night && !nightLit(state, f.target)) shifts.push({ cause: 'night turn', shift: cs.night, rule: '11.4.4' });
  const engineer = f.adjacent.some((id) => !unitOf(state, id).disrupted && isEngineer(board, id));
  if (engineer && terrainTotal < 0 && cs.engineers > 0) {
    const shift = Math.min(cs.engineers, -terrainTotal);
    shifts.push({ cause: 'engineers in the attack cancel one defensive terrain shift', shift, rule: '11.4.5, 18.1' });
  }
  for (const more of hooks('columnShift')) {
    const shift = more(board, f);
    if (shift) shifts.push(shift);
  }
  return shifts;
}
