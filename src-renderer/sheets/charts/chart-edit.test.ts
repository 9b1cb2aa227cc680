import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrtSchema, defaultCrt, type Crt } from '../../../src-shared/ruleset';
import { editedSource, formatMp, parseMp } from './chart-edit';
import { withColumnAdded, withColumnEnd, withColumnRemoved } from './crt-columns';

describe('chart cells', () => {
  it('MP read and written as charts print them: halves as ½, prohibited as P', () => {
    expect([0, 0.5, 1, 1.5, 12].map((mp) => formatMp({ mp }))).toEqual(['0', '½', '1', '1½', '12']);
    expect(formatMp({ prohibited: true })).toBe('P');
    expect(['2', '1.5', '1½', '½', ' 3 ', 'P', '-', 'prohibited'].map(parseMp)).toEqual([
      { mp: 2 }, { mp: 1.5 }, { mp: 1.5 }, { mp: 0.5 }, { mp: 3 }, { prohibited: true }, { prohibited: true }, { prohibited: true },
    ]);
    expect(['', '1.25', '-1', '100', 'two', '½½'].map(parseMp)).toEqual([null, null, null, null, null, null]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 198 }), (halves) => {
      expect(parseMp(formatMp({ mp: halves / 2 }))).toEqual({ mp: halves / 2 });
    }));
  });

  it('a changed chart says so once', () => {
    expect(editedSource('Atoll default')).toBe('Atoll default (edited)');
    expect(editedSource(editedSource('Paratrooper 11.4'))).toBe('Paratrooper 11.4 (edited)');
  });
});

describe('CRT column edits', () => {
  const valid = (crt: Crt) => expect(CrtSchema.safeParse(crt).success).toBe(true);

  it('keep the table valid whatever is added, removed or moved', () => {
    type Edit = { kind: 'add' } | { kind: 'remove'; at: number } | { kind: 'end'; at: number; by: number };
    const edit = fc.oneof(
      fc.constant<Edit>({ kind: 'add' }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(20) }),
      fc.record({ kind: fc.constant('end' as const), at: fc.nat(20), by: fc.integer({ min: -3, max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), (edits) => {
        let crt = defaultCrt();
        for (const e of edits) {
          const n = crt.columns.length;
          if (e.kind === 'add' && n < 30) crt = withColumnAdded(crt);
          if (e.kind === 'remove' && n > 1) crt = withColumnRemoved(crt, e.at % n);
          if (e.kind === 'end' && n > 1) {
            const i = e.at % (n - 1);
            const { minDiff, maxDiff } = crt.columns[i];
            const next = crt.columns[i + 1].maxDiff;
            const end = (maxDiff ?? 0) + e.by;
            // Only moves that leave both columns non-empty; the schema refuses the others in the editor.
            if ((minDiff === null || end >= minDiff) && (next === null || end + 1 <= next)) crt = withColumnEnd(crt, i, end);
          }
          valid(crt);
        }
      }),
    );
  });

  it('a removed column hands its differentials and nothing else to its neighbour', () => {
    const crt = defaultCrt();
    const without = withColumnRemoved(crt, 1);
    expect(without.columns[0]).toEqual({ ...crt.columns[0], maxDiff: crt.columns[1].maxDiff });
    expect(without.rows.map((r) => r.results)).toEqual(crt.rows.map((r) => r.results.filter((_, k) => k !== 1)));
    const added = withColumnAdded(crt);
    expect(added.columns.at(-1)).toMatchObject({ minDiff: (crt.columns.at(-1)?.minDiff ?? 0) + 1, maxDiff: null });
    expect(added.rows.map((r) => r.results.at(-1))).toEqual(crt.rows.map((r) => r.results.at(-1)));
  });
});
