import { describe, expect, it } from 'vitest';
import { crtColumnForDifferential, crtResult, defaultCombatShifts, defaultCrt, RESULT_EFFECTS, resultRank, shiftColumn } from './crt';
import { CrtSchema, RESULT_CODES } from './schema-tables';

const crt = defaultCrt();
const label = (diff: number, shift = 0) => crt.columns[shiftColumn(crt, crtColumnForDifferential(crt, diff), shift)]?.label;

describe('default CRT', () => {
  it('is labelled as an Atoll default, one die, and parses', () => {
    expect(crt.source).toBe('Atoll default');
    expect(crt.dice).toBe('1d6');
    expect(CrtSchema.parse(crt)).toEqual(crt);
  });

  it('runs from "−3 or less" to "+7 or more"', () => {
    expect(crt.columns[0]).toEqual({ label: '−3 or less', minDiff: null, maxDiff: -3 });
    expect(crt.columns.at(-1)).toEqual({ label: '+7 or more', minDiff: 7, maxDiff: null });
  });

  it('+5 shifted one left lands in the +3 to +4 column (Paratrooper 11.4 example)', () => {
    expect(label(5, -1)).toBe('+3 to +4');
  });

  it('airstrike example columns +2 and +4 exist (Paratrooper 12.5 example)', () => {
    expect(label(2)).toBe('+2');
    expect(label(4)).toBe('+3 to +4');
  });

  it('differentials beyond the ends use the end columns', () => {
    expect(crtColumnForDifferential(crt, -40)).toBe(0);
    expect(crtColumnForDifferential(crt, 40)).toBe(crt.columns.length - 1);
    expect(label(0)).toBe('0');
  });

  it('shifts past either end stop at the extreme columns (Paratrooper 11.4)', () => {
    expect(shiftColumn(crt, 1, -5)).toBe(0);
    expect(shiftColumn(crt, crt.columns.length - 2, 9)).toBe(crt.columns.length - 1);
    expect(shiftColumn(crt, 3, 2)).toBe(5);
  });

  it('is monotone: moving right or rolling higher is never worse for the attacker', () => {
    for (const row of crt.rows) {
      row.results.forEach((code, c) => {
        const right = row.results[c + 1];
        if (right) expect(resultRank(right), `roll ${row.roll} col ${c}`).toBeGreaterThanOrEqual(resultRank(code));
        const below = crt.rows.find((r) => r.roll === row.roll + 1)?.results[c];
        if (below) expect(resultRank(below), `roll ${row.roll} col ${c}`).toBeGreaterThanOrEqual(resultRank(code));
      });
    }
  });

  it('has every result code somewhere, and every code has an effect entry', () => {
    const used = new Set(crt.rows.flatMap((r) => r.results));
    for (const code of RESULT_CODES) {
      expect(used.has(code), code).toBe(true);
      expect(RESULT_EFFECTS[code].label.length).toBeGreaterThan(0);
    }
    expect(RESULT_EFFECTS.DDR).toMatchObject({ defenderDisrupted: true, defenderRetreats: true });
  });

  it('looks results up by column and roll', () => {
    expect(crtResult(crt, 0, 1)).toBe('AD');
    expect(crtResult(crt, crt.columns.length - 1, 6)).toBe('DE');
    expect(() => crtResult(crt, 0, 7)).toThrow(RangeError);
  });

  it('retreats one die of hexes per unit (Paratrooper 13.1)', () => {
    expect(crt.retreatDice).toBe('1d6');
  });
});

describe('CRT schema checks', () => {
  it('rejects gaps between columns with the column path', () => {
    const bad = defaultCrt();
    bad.columns[2] = { label: 'x', minDiff: 0, maxDiff: -1 };
    const result = CrtSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('columns.2.minDiff');
  });

  it('rejects a row with the wrong number of results, and rolls out of order', () => {
    const bad = defaultCrt();
    bad.rows[3]?.results.pop();
    const swapped = bad.rows[0];
    if (swapped) swapped.roll = 2;
    const paths = CrtSchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['rows.3.results', 'rows.0.roll']));
  });

  it('requires open ends', () => {
    const bad = defaultCrt();
    const first = bad.columns[0];
    if (first) first.minDiff = -9;
    expect(CrtSchema.safeParse(bad).error?.issues[0]?.path).toEqual(['columns', 0, 'minDiff']);
  });
});

describe('combat shifts stated by the text', () => {
  it('concentric +1, antitank −1, night −1, engineers +1, AAA −1 (Paratrooper 11.4.2–11.4.5, 12.6)', () => {
    expect(defaultCombatShifts()).toMatchObject({ concentric: 1, antitank: -1, night: -1, engineers: 1, aaa: -1 });
  });
});
