// Rules 7.6, 10.0, 10.1, 10.9, 10.10, OST 9.8, OST 13.5, OST 13.7, OST 15.12.
/**
 * Movement actions (10.0): `move` along a listed path, `moveTo` by the cheapest path, and `fastMove` (10.10).
 * Units move one at a time (10.1): a unit may keep moving, in several actions, until another unit moves;
 * then its move is over. Every step is checked and explained; the first illegal step refuses the whole action.
 * Pacific modules: cave hexes cost foot units 1 MP more to enter and to leave (OST 9.8); a tank killer's hex is closed
 * to its own side and a tank killer does not stop with its side's units (OST 15.12); a Banzai participant closes with
 * the enemy and may move one extra hex once its movement is spent (OST 13.5, 13.7; modules/banzai through the `extraMoves` and `moveFault` hooks).
 */
import { rollDie } from '../../dice';
import type { HexRef } from '../../model';
import type { FastMoveAction, MoveAction, MoveToAction } from '../core/actions';
import { hexAt, hexIndex, isHexRef, labelOf, onMap } from '../core/board';
import { spendCp } from '../command-points/command-points';
import type { GameEvent, MoveStepExplanation } from '../core/events';
import { firstFault, hooks } from '../core/registry';
import { checkFastMove, checkMover, progressOf, withProgressOf } from './mover';
import { explainStep } from './movement-cost';
import { moveContext, pathTo, reachSearch } from './reach';
import { accept, refusal, refuse, type ApplyResult } from '../core/result';
import { copyState, withParts, type GameState, type MovementState, type UnitMoveProgress } from '../core/state';
import { unitAt, unitOf, keepPositions, unitsWith } from '../core/units';

/** Makes `unitId` the unit whose move is in progress; the previous one's move is over (10.1). */
/** Hexes a module lets the unit reach beyond its movement (a Banzai participant's one extra hex), or null. */
function extraMoves(state: GameState, unitId: string): Map<string, unknown> | null {
  for (const hook of hooks('extraMoves')) {
    const more = hook(state, unitId);
    if (more) return more;
  }
  return null;
}

export function withProgress(state: GameState, unitId: string, progress: UnitMoveProgress): GameState {
  return withParts(state, { movement: movementWith(state, unitId, progress) });
}

/**
 * The small records a move copies, written out as literals: `{ ...p, done: true }` and the like. A spread of a small
 * record takes Node 20's V8 about half a microsecond where the sites see records of several shapes, a literal a tenth
 * of that. Written out only for the keys every progress record has, in their order (mover.ts progressOf, and every
 * copy since); one with a Banzai flag is spread.
 */
function finished(p: UnitMoveProgress): UnitMoveProgress {
  if (p.banzaiExtra !== undefined) return { ...p, done: true };
  return { mpLeft: p.mpLeft, hexesEntered: p.hexesEntered, halted: p.halted, fastMoved: p.fastMoved, done: true };
}

/** `{ ...p, mpLeft, hexesEntered, halted, ...(banzaiExtra ? { banzaiExtra: true } : {}) }` (see finished). */
function afterSteps(p: UnitMoveProgress, mpLeft: number, hexesEntered: number, halted: boolean, banzaiExtra: boolean): UnitMoveProgress {
  if (p.banzaiExtra !== undefined) return { ...p, mpLeft, hexesEntered, halted, ...(banzaiExtra ? { banzaiExtra: true as const } : {}) };
  if (banzaiExtra) return { mpLeft, hexesEntered, halted, fastMoved: p.fastMoved, done: p.done, banzaiExtra: true };
  return { mpLeft, hexesEntered, halted, fastMoved: p.fastMoved, done: p.done };
}

function movementWith(state: GameState, unitId: string, progress: UnitMoveProgress): MovementState {
  const { current } = state.movement;
  const mine = [unitId, progress] as const;
  const changes = current !== null && current !== unitId ? [mine, [current, finished(progressOf(state, current))] as const] : [mine];
  return { current: unitId, units: withProgressOf(state.board, state.movement.units, changes) };
}

export function applyMove(state: GameState, action: MoveAction): ApplyResult {
  const blocked = checkMover(state, action.unitId);
  if (blocked) return refusal(blocked);
  if (!Array.isArray(action.path) || action.path.length === 0) return refuse('illegal-move', 'A move must list at least one hex to enter.', '10.0');
  const ctx = moveContext(state, action.unitId);
  if (!ctx) return refuse('illegal-move', 'This unit may not move now.', '10.0');
  const { board, ezoc, enemy } = ctx;
  const info = board.units[action.unitId];
  const progress = progressOf(state, action.unitId);
  const startInEzoc = ezoc[ctx.start] === 1;
  let at = ctx.start;
  let mpLeftHalf = ctx.budgetHalf;
  let entered = progress.hexesEntered;
  let banzaiExtra = false;
  const steps: MoveStepExplanation[] = [];
  for (let i = 0; i < action.path.length; i++) {
    const hex = action.path[i];
    if (!isHexRef(hex)) return refuse('illegal-move', `Step ${i + 1} is not a hex.`, '10.0');
    const label = labelOf(board, hex);
    const fail = (why: string, rule: string) => refuse('illegal-move', `Step ${i + 1} (${label}): ${why}.`, rule);
    if (!onMap(board, hex)) return fail('the hex is off the map, and units may not leave the map', '10.9');
    const to = hexIndex(board, hex);
    let dir = -1;
    for (let d = 0; d < 6; d++) if (board.neighbourAt[at * 6 + d] === to) dir = d;
    if (dir < 0) return fail(`not adjacent to ${labelOf(board, hexAt(board, at))}; units move from hex to adjacent hex`, '10.0');
    if (ezoc[at] === 1 && i > 0) return fail(`the unit entered an enemy zone of control at ${labelOf(board, hexAt(board, at))} and must stop there`, '9.2');
    if (enemy[to] === 1) return fail('enemy units hold the hex, and units may not stack with enemy units', '7.6');
    if (ctx.blocked[to] === 1 && to !== ctx.start) {
      // The module that closed the hex says why (an obstacle standing there); a tank killer's hex otherwise.
      const why = firstFault(hooks('stackFault'), state, action.unitId, to, false);
      if (why && why.rule !== 'OST 15.12') return fail(why.message.replace(/\.$/, ''), why.rule ?? '10.0');
      return fail('a tank killer of the same side holds the hex, and a tank killer stands alone', 'OST 15.12');
    }
    if (i === 0 && startInEzoc && ezoc[to] === 1 && !ctx.infiltration) {
      return fail('a unit may leave an enemy zone of control only into a hex free of enemy zones of control, never directly into another', '9.4');
    }
    const cost = explainStep(board, ctx.tables, at, dir, to, ctx.caves);
    if (!cost.ok) return fail(cost.reason, cost.rule);
    const notes = [...cost.notes];
    const costHalf = Math.round(cost.total * 2);
    if (costHalf <= mpLeftHalf) mpLeftHalf -= costHalf;
    else if (entered === 0 && ctx.minimumMove) {
      mpLeftHalf = 0;
      notes.push(`minimum move: one hex whatever its cost, ${cost.total} MP against ${ctx.budgetHalf / 2} MP left (10.4)`);
    } else if (i === 0 && action.path.length === 1 && extraMoves(state, action.unitId)?.has(`${hex.col},${hex.row}`)) {
      mpLeftHalf = 0;
      banzaiExtra = true;
      notes.push('Banzai: its movement spent and no enemy next to it, the unit moves one hex more into an empty hex, closing with the enemy (OST 13.7)');
    } else return fail(`entering costs ${cost.total} MP but only ${mpLeftHalf / 2} MP are left`, '10.0');
    entered++;
    if (i === 0 && startInEzoc && ezoc[to] === 1) notes.push('infiltrated: a recon or commando unit moved from one enemy zone of control directly into another (18.2)');
    else if (i === 0 && startInEzoc) notes.push('disengaged: left the enemy zone of control into a hex free of it (9.3)');
    const zocStop = ezoc[to] === 1;
    if (zocStop) notes.push('entered an enemy zone of control: the move ends here (9.2)');
    steps.push({ hex: label, at: { col: hex.col, row: hex.row }, parts: cost.parts, total: cost.total, mpLeft: mpLeftHalf / 2, rule: cost.rule, notes, zocStop });
    at = to;
  }
  const alone = firstFault(hooks('stackFault'), state, action.unitId, at, true);
  if (alone) return refusal(alone);
  const banzai = firstFault(hooks('moveFault'), state, action.unitId, at);
  if (banzai) return refusal(banzai);
  const halted = ezoc[at] === 1;
  const from = unitOf(state, action.unitId).hex as HexRef;
  const dest = hexAt(board, at);
  const movement = movementWith(state, action.unitId, afterSteps(progress, mpLeftHalf / 2, entered, halted, banzaiExtra));
  const moved = copyState(state);
  moved.movement = movement;
  moved.units = unitsWith(state, action.unitId, unitAt(unitOf(state, action.unitId), dest));
  keepPositions(state, moved.units, action.unitId, dest);
  const mpSpent = steps.reduce((sum, s) => sum + s.total, 0);
  const event: GameEvent = { type: 'unit-moved', unitId: info.id, from, to: dest, steps, mpSpent, mpLeft: mpLeftHalf / 2, halted };
  return accept(moved, [event]);
}

export function applyMoveTo(state: GameState, action: MoveToAction): ApplyResult {
  const blocked = checkMover(state, action.unitId);
  if (blocked) return refusal(blocked);
  if (!isHexRef(action.to)) return refuse('illegal-move', 'The destination is not a hex.', '10.0');
  const ctx = moveContext(state, action.unitId);
  if (!ctx) return refuse('illegal-move', 'This unit may not move now.', '10.0');
  const { board } = ctx;
  const label = labelOf(board, action.to);
  if (!onMap(board, action.to)) return refuse('illegal-move', `${label} is off the map, and units may not leave the map.`, '10.9');
  const target = hexIndex(board, action.to);
  if (target === ctx.start) return refuse('illegal-move', `The unit is already in ${label}.`, '10.0');
  if (ctx.enemy[target] === 1) return refuse('illegal-move', `Enemy units hold ${label}, and units may not stack with enemy units.`, '7.6');
  const alone = firstFault(hooks('stackFault'), state, action.unitId, target, true);
  if (alone) return refusal(alone);
  const path = pathTo(reachSearch(state, action.unitId, ctx), target, ctx.start);
  if (!path && extraMoves(state, action.unitId)?.has(`${action.to.col},${action.to.row}`)) {
    return applyMove(state, { type: 'move', unitId: action.unitId, path: [{ col: action.to.col, row: action.to.row }] });
  }
  if (!path) {
    return refuse(
      'illegal-move',
      `${label} cannot be reached with ${ctx.budgetHalf / 2} MP left, given the terrain costs, prohibited terrain and enemy zones of control.`,
      '10.0',
    );
  }
  return applyMove(state, { type: 'move', unitId: action.unitId, path: path.map((i) => hexAt(board, i)) });
}

export function applyFastMove(state: GameState, action: FastMoveAction): ApplyResult {
  const blocked = checkFastMove(state, action.unitId);
  if (blocked) return refusal(blocked);
  const info = state.board.units[action.unitId];
  const spent = spendCp(state, info.sideId, 1, `Fast movement for ${info.designation}`, '10.10');
  if (!spent.ok) return refusal(spent.error);
  const roll = rollDie(spent.state.rng, 6);
  const progress = progressOf(state, action.unitId);
  const mpLeft = progress.mpLeft + roll.value;
  const next = withProgress(withParts(spent.state, { rng: roll.state }), action.unitId, { ...progress, mpLeft, fastMoved: true });
  return accept(next, [
    ...spent.events,
    { type: 'die-rolled', purpose: `fast movement for ${info.designation}`, dice: '1d6', faces: [roll.value], total: roll.value, rule: '10.10' },
    { type: 'fast-move', unitId: info.id, roll: roll.value, mpLeft, rule: '10.10' },
  ]);
}
