/**
 * The morale table (issue 14 item 11; module `morale`): what a unit that has lost its leaders rolls each turn. Rows by
 * range of the modified roll, each with its results (none but `normal`, or any of cannot move, must fall back N hexes,
 * cannot fire); modifiers added to the roll when their condition holds. Rows may not overlap, a row's results may not
 * mix `normal` with others, and a fall-back row says how far; a roll the rows leave uncovered is reported by the
 * checker (rule `morale-table-gap`), so a table may be edited row by row. Absent from the ruleset: the module plays
 * the default table below.
 */
import { z } from 'zod';
import { ATOLL_DEFAULT, DiceTextSchema, SourceSchema } from './common';

export const MORALE_RESULTS = ['normal', 'cannot-move', 'fall-back', 'cannot-fire'] as const;
export type MoraleResult = (typeof MORALE_RESULTS)[number];
export const MORALE_RESULT_NAMES: Readonly<Record<MoraleResult, string>> = {
  normal: 'normal',
  'cannot-move': 'cannot move',
  'fall-back': 'must fall back',
  'cannot-fire': 'cannot fire',
};

/** When a modifier applies to a unit's roll. */
export const MORALE_MODIFIER_WHENS = ['disrupted', 'reduced', 'adjacent-enemy', 'alone', 'night'] as const;
export type MoraleModifierWhen = (typeof MORALE_MODIFIER_WHENS)[number];
export const MORALE_MODIFIER_NAMES: Readonly<Record<MoraleModifierWhen, string>> = {
  disrupted: 'the unit is disrupted',
  reduced: 'the unit has lost a step',
  'adjacent-enemy': 'an enemy unit is next to it',
  alone: 'no other friendly unit in its hex',
  night: 'a night turn',
};

export const MoraleRowSchema = z.strictObject({
  from: z.int().min(-20).max(40),
  to: z.int().min(-20).max(40),
  results: z.array(z.enum(MORALE_RESULTS, { error: `Results must each be one of: ${MORALE_RESULTS.map((r) => MORALE_RESULT_NAMES[r]).join(', ')}` })).min(1).max(4),
  /** Hexes a `fall-back` result moves the unit (1–6); only with `fall-back`. */
  hexes: z.int().min(1).max(6).optional(),
});
export type MoraleRow = z.infer<typeof MoraleRowSchema>;

export const MoraleModifierSchema = z.strictObject({
  when: z.enum(MORALE_MODIFIER_WHENS, { error: `When (a morale modifier applies) must be one of: ${MORALE_MODIFIER_WHENS.map((w) => MORALE_MODIFIER_NAMES[w]).join('; ')}` }),
  value: z.int().min(-6).max(6),
});
export type MoraleModifier = z.infer<typeof MoraleModifierSchema>;

const rangeText = (row: Pick<MoraleRow, 'from' | 'to'>) => (row.from === row.to ? `${row.from}` : `${row.from}–${row.to}`);

/** Why the rows are refused (one sentence each, with the row's index), or none. */
export function moraleRowProblems(rows: readonly MoraleRow[]): { index: number; key: keyof MoraleRow; message: string }[] {
  const out: { index: number; key: keyof MoraleRow; message: string }[] = [];
  rows.forEach((row, i) => {
    const n = i + 1;
    if (row.from > row.to) out.push({ index: i, key: 'to', message: `Morale row ${n}: its range ends (${row.to}) before it starts (${row.from})` });
    if (new Set(row.results).size !== row.results.length) out.push({ index: i, key: 'results', message: `Morale row ${n} lists a result twice` });
    if (row.results.includes('normal') && row.results.length > 1) out.push({ index: i, key: 'results', message: `Morale row ${n}: "normal" cannot be combined with other results` });
    if (row.results.includes('fall-back') && row.hexes === undefined) out.push({ index: i, key: 'hexes', message: `Morale row ${n}: "must fall back" needs the number of hexes (1 to 6)` });
    if (!row.results.includes('fall-back') && row.hexes !== undefined) out.push({ index: i, key: 'hexes', message: `Morale row ${n}: only "must fall back" takes a number of hexes` });
    for (let j = 0; j < i; j++) {
      const other = rows[j];
      if (row.from <= other.to && other.from <= row.to) {
        out.push({ index: i, key: 'from', message: `Morale row ${n} (${rangeText(row)}) overlaps row ${j + 1} (${rangeText(other)})` });
        break;
      }
    }
  });
  return out;
}

export const MoraleTableSchema = z
  .strictObject({
    source: SourceSchema,
    dice: DiceTextSchema,
    rows: z.array(MoraleRowSchema).min(1, 'A morale table needs at least one row').max(40),
    modifiers: z.array(MoraleModifierSchema).max(10),
  })
  .superRefine((table, ctx) => {
    for (const p of moraleRowProblems(table.rows)) ctx.addIssue({ code: 'custom', path: ['rows', p.index, p.key], message: p.message });
    const whens = new Set<string>();
    table.modifiers.forEach((m, i) => {
      if (whens.has(m.when)) ctx.addIssue({ code: 'custom', path: ['modifiers', i, 'when'], message: `Morale modifier ${i + 1} repeats "${MORALE_MODIFIER_NAMES[m.when]}"` });
      whens.add(m.when);
    });
  });
export type MoraleTable = z.infer<typeof MoraleTableSchema>;

/**
 * Atoll's default morale table (no reference text prints one): 1d6, higher is worse; 1–3 normal, 4 cannot fire,
 * 5 cannot move and cannot fire, 6 and more must fall back 2 hexes and cannot fire; +1 when disrupted, +1 with an enemy
 * unit next to it.
 */
export function defaultMoraleTable(): MoraleTable {
  return {
    source: ATOLL_DEFAULT,
    dice: '1d6',
    rows: [
      { from: 1, to: 3, results: ['normal'] },
      { from: 4, to: 4, results: ['cannot-fire'] },
      { from: 5, to: 5, results: ['cannot-move', 'cannot-fire'] },
      { from: 6, to: 8, results: ['fall-back', 'cannot-fire'], hexes: 2 },
    ],
    modifiers: [
      { when: 'disrupted', value: 1 },
      { when: 'adjacent-enemy', value: 1 },
    ],
  };
}
