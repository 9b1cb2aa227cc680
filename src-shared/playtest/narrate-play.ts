/** Narration of the standard rules' events: the sequence of play, command points, movement, combat (narrate.ts). */
import { PHASES, type CombatAssessment, type GameEvent, type MoveStepExplanation } from '../engine';
import type { CrtArithmetic, CrtRoll } from '../engine/core/events';
import type { Names } from './names';
import { listOf, lowerFirst, mp, plural, roll, shiftText, signed, upperFirst, type Narration } from './narration';

/** A narration before the units it names are gathered (narrate.ts). */
export type Told = Omit<Narration, 'units'>;

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export type PlayEvent = Of<
  | 'phase-started'
  | 'phase-ended'
  | 'turn-started'
  | 'turn-ended'
  | 'game-over'
  | 'cp-reset'
  | 'cp-spent'
  | 'die-rolled'
  | 'fast-move'
  | 'unit-moved'
  | 'over-stacked'
  | 'unit-disrupted'
  | 'unit-eliminated'
  | 'combat-resolved'
  | 'unit-retreated'
  | 'pursuit-open'
  | 'unit-pursued'
  | 'unit-regrouped'
>;

const phaseName = (phase: string) => (Object.hasOwn(PHASES, phase) ? PHASES[phase as keyof typeof PHASES].name : phase);

export function sideOfUnit(names: Names, unitId: string): string | undefined {
  return Object.hasOwn(names.board.units, unitId) ? names.board.units[unitId].sideId : undefined;
}

/** The kind of a loss by the rule behind it: air drops (6.x) and over-stacking (7.x) have their own filters. */
function lossKind(rule: string): Narration['kind'] {
  if (/^6\./.test(rule) || /^18\.3/.test(rule)) return 'airdrop';
  if (/^7\./.test(rule)) return 'movement';
  if (/^12\./.test(rule)) return 'strikes';
  if (/^(19|20)\./.test(rule)) return 'engineering';
  return 'combat';
}

function stepParts(step: MoveStepExplanation, withUnit: boolean): string {
  return step.parts.map((p, i) => (i === 0 ? `${p.what} ${mp(p.mp)}${withUnit ? ' MP' : ''}` : `+ ${p.what} ${p.mp >= 0 ? '+' : ''}${mp(p.mp)}`)).join(' ');
}

function moveText(names: Names, e: Of<'unit-moved'>): Told {
  const unit = names.unit(e.unitId);
  const available = e.mpSpent + e.mpLeft;
  const route = `${names.hex(e.from)} → ${names.hex(e.to)}`;
  const cost =
    e.steps.length === 1
      ? `${stepParts(e.steps[0], true)} = ${mp(e.mpSpent)} of ${mp(available)} MP`
      : `${e.steps.map((s) => `${s.hex} ${stepParts(s, false)}`).join(', ')} = ${mp(e.mpSpent)} of ${mp(available)} MP`;
  const stop = e.halted ? '; stops in an enemy zone of control' : '';
  const details = e.steps.map((s) => {
    const notes = s.notes.map(names.text);
    return `${s.hex}: ${stepParts(s, true)} = ${mp(s.total)} MP (${s.rule}), ${mp(s.mpLeft)} MP left${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`;
  });
  return {
    text: `${unit} moves ${route}${e.steps.length > 1 ? ` (${plural(e.steps.length, 'hex', 'hexes')})` : ''}: ${cost}${stop}`,
    kind: 'movement',
    side: sideOfUnit(names, e.unitId),
    hexes: [e.from, ...e.steps.map((s) => s.at)],
    details,
    rule: e.steps[e.steps.length - 1]?.rule,
  };
}

/** "+5 → column +5, jungle 1L → +4; die 5: DR (Defender retreats)". */
export function crtText(names: Names, arith: CrtArithmetic, rolled: Pick<CrtRoll, 'die' | 'result' | 'resultLabel'>): string {
  const shifts = arith.shifts.filter((s) => s.shift !== 0).map((s) => `${names.clause(s.cause)} ${shiftText(s.shift)}`);
  const moved = shifts.length > 0 || arith.finalColumn.index !== arith.baseColumn.index;
  const column = `${signed(arith.differential)} → column ${arith.baseColumn.label}${shifts.length > 0 ? `, ${shifts.join(', ')}` : ''}${moved ? ` → ${arith.finalColumn.label}` : ''}`;
  return `${column}; die ${rolled.die}: ${rolled.result} (${lowerFirst(rolled.resultLabel)})`;
}

/** The per-unit strengths and every shift with its rule, for the details of an attack. */
export function crtDetails(names: Names, arith: CrtArithmetic, attackers: readonly { name: string; strength: number; note?: string }[], defenders: readonly { name: string; strength: number }[], notes: readonly string[]): string[] {
  const list = (items: readonly { name: string; strength: number; note?: string }[]) => items.map((i) => `${i.name} ${i.strength}${i.note ? ` (${i.note})` : ''}`).join(', ');
  return [
    `attack: ${list(attackers)} = ${arith.attack}`,
    `defence: ${list(defenders)} = ${arith.defence}`,
    `differential ${signed(arith.differential)}: column ${arith.baseColumn.label}`,
    ...arith.shifts.map((s) => `${upperFirst(names.text(s.cause))}: ${s.shift === 0 ? 'no shift' : shiftText(s.shift)} (${s.rule})`),
    `final column ${arith.finalColumn.label}${arith.totalShift !== 0 && arith.finalColumn.index - arith.baseColumn.index !== arith.totalShift ? ' (kept on the table)' : ''}`,
    ...notes,
  ];
}

function combatText(names: Names, e: Of<'combat-resolved'>): Told {
  const strength = (a: CombatAssessment['attackers'][number]) => ({ name: names.unit(a.unitId), strength: a.strength, ...(a.ranged ? { note: 'ranged' } : {}) });
  const adjacent = e.attackers.filter((a) => !a.ranged).map((a) => names.unit(a.unitId));
  const ranged = e.attackers.filter((a) => a.ranged).map((a) => names.unit(a.unitId));
  const who = [...adjacent, ...ranged.map((n) => `${n} (ranged)`)].join(', ');
  const against = e.defenders.map((d) => names.unit(d.unitId)).join(', ');
  return {
    text: `${names.side(e.side)} attack ${e.hex} with ${who} (${e.attack}) against ${against} (${e.defence}): ${crtText(names, e, e)}`,
    kind: 'combat',
    side: e.side,
    hexes: [e.at],
    dice: roll('1d6', [e.die], `combat against ${e.hex}`),
    details: crtDetails(names, e, e.attackers.map(strength), e.defenders.map(strength), e.notes.map(names.text)),
    rule: e.rule,
  };
}

export function narratePlay(event: PlayEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'phase-started':
      return { text: `Turn ${e.turn}, ${names.side(e.side)}: ${phaseName(e.phase)}`, kind: 'phase', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'phase-ended':
      return { text: `${names.side(e.side)} end the ${phaseName(e.phase)}`, kind: 'phase', side: e.side, hexes: [], details: [] };
    case 'turn-started':
      return { text: `Turn ${e.turn} begins: ${e.label}${e.night ? ' (a night turn)' : ''}`, kind: 'phase', hexes: [], details: [] };
    case 'turn-ended':
      return { text: `Turn ${e.turn} ends`, kind: 'phase', hexes: [], details: [], rule: e.rule };
    case 'game-over': {
      const result = e.winner === undefined ? '' : e.winner === null ? `: no side wins${e.level ? ` (${e.level})` : ''}` : `: ${e.level || 'victory'} for ${names.side(e.winner)}`;
      return { text: `Game over on turn ${e.turn}, ${names.text(e.reason)}${result}`, kind: 'victory', ...(e.winner ? { side: e.winner } : {}), hexes: [], details: [], rule: e.rule };
    }
    case 'cp-reset':
      return {
        text: `${names.side(e.side)} receive ${e.cp} CP${e.lost > 0 ? ` (${e.lost} unspent CP lost)` : ''}`,
        kind: 'command-points',
        side: e.side,
        hexes: [],
        details: e.lost > 0 ? ['Command points do not carry over from one player turn to the next.'] : [],
        rule: e.rule,
      };
    case 'cp-spent':
      return { text: `${names.side(e.side)} spend ${e.amount} CP: ${names.clause(e.purpose)} (${e.left} left)`, kind: 'command-points', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'die-rolled': {
      const natural = e.faces.reduce((sum, f) => sum + f, 0);
      const faces = `${e.faces.join(' + ')}${e.faces.length > 1 ? ` = ${natural}` : ''}`;
      return {
        text: `Roll ${e.dice} for ${names.clause(e.purpose)}: ${faces}${natural !== e.total ? ` → ${e.total}` : ''}`,
        kind: 'dice',
        hexes: [],
        dice: roll(e.dice, e.faces, names.text(e.purpose), [], e.total),
        details: [],
        rule: e.rule,
      };
    }
    case 'fast-move':
      return {
        text: `${names.unit(e.unitId)} moves fast: die ${e.roll}, ${mp(e.mpLeft)} MP now`,
        kind: 'movement',
        side: sideOfUnit(names, e.unitId),
        hexes: [],
        dice: roll('1d6', [e.roll], 'fast movement'),
        details: [`1 CP for the extra movement die; the unit adds ${e.roll} MP.`],
        rule: e.rule,
      };
    case 'unit-moved':
      return moveText(names, e);
    case 'over-stacked':
      return {
        text: `${names.side(e.side)} over-stacked in ${e.hex}: ${e.total} stacking points of ${e.limit}${e.reason ? ` (${names.text(e.reason)})` : ''}`,
        kind: 'movement',
        side: e.side,
        hexes: [e.at],
        details: [`in the hex: ${e.units.map((u) => `${names.unit(u.unitId)} ${u.points}`).join(', ')}`],
        rule: e.rule,
      };
    case 'unit-disrupted':
      return {
        text: `${names.unit(e.unitId)} ${e.wasDisrupted ? 'was already disrupted' : 'is disrupted'}: ${names.clause(e.reason)}${e.wasDisrupted ? ', so it is eliminated' : ''}`,
        kind: lossKind(e.rule),
        side: sideOfUnit(names, e.unitId),
        hexes: [],
        details: [],
        rule: e.rule,
      };
    case 'unit-eliminated':
      return { text: `${names.unit(e.unitId)} is eliminated in ${e.hex}: ${names.clause(e.reason)}`, kind: lossKind(e.rule), side: sideOfUnit(names, e.unitId), hexes: [e.at], details: [], rule: e.rule };
    case 'combat-resolved':
      return combatText(names, e);
    case 'unit-retreated': {
      const distance = e.path.length;
      const ended = distance > 0 ? names.hex(e.to) : names.hex(e.from);
      return {
        text: `${names.unit(e.unitId)} retreats from ${names.hex(e.from)}: die ${e.rolled}, ${plural(distance, 'hex', 'hexes')} to ${ended}${e.chosenBy === 'automatic' ? ' (route chosen by the engine)' : ''}`,
        kind: 'combat',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.from, ...e.path],
        dice: roll('1d6', [e.rolled], 'retreat distance'),
        details: [...(e.path.length > 0 ? [`route: ${e.path.map((h) => names.hex(h)).join(' → ')}`] : []), ...e.notes.map(names.text)],
        rule: e.rule,
      };
    }
    case 'pursuit-open':
      return {
        text: `Pursuit into ${e.hex}: ${listOf(e.units.map((u) => `${names.unit(u.unitId)} (up to ${plural(u.maxHexes, 'hex', 'hexes')})`))} may follow`,
        kind: 'combat',
        side: e.units.length > 0 ? sideOfUnit(names, e.units[0].unitId) : undefined,
        hexes: [e.at],
        details: [],
        rule: e.rule,
      };
    case 'unit-pursued':
      return {
        text: `${names.unit(e.unitId)} pursues ${names.hex(e.from)} → ${e.path.map((h) => names.hex(h)).join(' → ')}`,
        kind: 'combat',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.from, ...e.path],
        details: [],
        rule: e.rule,
      };
    case 'unit-regrouped':
      return { text: `${names.unit(e.unitId)} regroups: back to its effective side`, kind: lossKind(e.rule) === 'airdrop' ? 'airdrop' : 'combat', side: sideOfUnit(names, e.unitId), hexes: [], details: [], rule: e.rule };
    default:
      return unreachable(e);
  }
}

export function unreachable(event: never): never {
  throw new Error(`no narration for event ${JSON.stringify(event)}`);
}
