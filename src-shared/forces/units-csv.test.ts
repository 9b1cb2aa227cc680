import { describe, expect, it } from 'vitest';
import { ChangeListSchema, type Unit } from '../model';
import { contingent, testContext, unit } from './test-context';
import { exportUnitsCsv, formatCsvError, importUnitsCsv, MAX_CSV_UNITS, type UnitsCsvImport } from './units-csv';

const units: Unit[] = [
  unit('unit-1', '1/2R', { setup: { kind: 'area', area: { kind: 'zone', zoneId: 'zone-1' } } }),
  unit('unit-2', 'Gun, "Long Tom"', { typeId: 'type-2', contingentId: 'con-2', hidden: true, setup: { kind: 'reinforcement' } }),
  unit('unit-3', '=cmd', { setup: { kind: 'area', area: { kind: 'hexes', hexes: [{ col: 3, row: 4 }, { col: 3, row: 5 }] } } }),
];
const ctx = testContext(units);

const errors = (r: UnitsCsvImport) => (r.ok ? [] : r.errors.map(formatCsvError));

describe('exportUnitsCsv', () => {
  it('writes names, readable set-ups and quotes where needed', () => {
    expect(exportUnitsCsv(units, ctx)).toBe(
      [
        'designation,type,contingent,setup,hidden',
        '1/2R,Rifle platoon,2R,zone:Beach,false',
        '"Gun, ""Long Tom""",MG section,Dutch garrison,reinforcement,true',
        "'=cmd,Rifle platoon,2R,hexes:0405 0406,false",
        '',
      ].join('\r\n'),
    );
  });
  it('adds the id column last when asked', () => {
    expect(exportUnitsCsv(units.slice(0, 1), ctx, { includeIds: true }).split('\r\n').slice(0, 2)).toEqual([
      'designation,type,contingent,setup,hidden,id',
      '1/2R,Rifle platoon,2R,zone:Beach,false,unit-1',
    ]);
  });
});

describe('importUnitsCsv', () => {
  it('adds new units with fresh ids, names mapped back to ids', () => {
    const r = importUnitsCsv(exportUnitsCsv(units, ctx), ctx);
    expect(errors(r)).toEqual([]);
    if (!r.ok) return;
    expect(r.added).toBe(3);
    expect(r.changes.map((c) => (c.kind === 'put' ? c.record : null))).toEqual(
      units.map((u, i) => ({ ...u, id: `unit-${i + 4}` })),
    );
    expect(ChangeListSchema.safeParse(r.changes).success).toBe(true);
  });

  it('updates the units named in an id column and skips the unchanged ones', () => {
    const text = exportUnitsCsv(units, ctx, { includeIds: true }).replace('1/2R,Rifle platoon', '1/2R,MG section');
    const r = importUnitsCsv(text, ctx);
    expect(r).toMatchObject({ ok: true, added: 0, updated: 1, unchanged: 2 });
    if (r.ok) expect(r.changes).toEqual([{ kind: 'put', collection: 'units', record: { ...units[0], typeId: 'type-2' } }]);
  });

  it('keeps set-up and hidden of updated units when those columns are missing; new units get defaults', () => {
    const r = importUnitsCsv('id,designation,type,contingent\r\nunit-2,Gun,MG section,Dutch garrison\r\n,New,mg SECTION,2r\r\n', ctx);
    expect(r.ok && r.changes.map((c) => (c.kind === 'put' ? c.record : null))).toEqual([
      { ...units[1], designation: 'Gun' },
      { id: 'unit-4', designation: 'New', typeId: 'type-2', contingentId: 'con-1', setup: { kind: 'none' }, hidden: false },
    ]);
  });

  it('reads CRLF, newlines inside quotes, a BOM, semicolons, blank rows and hidden words', () => {
    const text = '\ufeffDesignation;Type;Contingent;Hidden\r\n"two\r\nlines";Rifle platoon;2R;yes\r\n;;;\r\nx;Rifle platoon;2R;0';
    const r = importUnitsCsv(text, ctx);
    expect(errors(r)).toEqual([]);
    expect(r.ok && r.units.map((u) => [u.designation, u.hidden])).toEqual([
      ['two\r\nlines', true],
      ['x', false],
    ]);
  });

  it('reports every bad row with its spreadsheet row number and changes nothing', () => {
    const text = [
      'designation,type,contingent,setup,hidden',
      '1/2R,Rifle platoon,2R,,',
      '2/2R,Rifel platoon,2R,,',
      ',Rifle platoon,2R,,',
      '"multi\nline",Rifle platoon,Nowhere,zone:Swamp,maybe',
      '5/2R,Rifle platoon,2R,,,extra',
    ].join('\r\n');
    const r = importUnitsCsv(text, ctx);
    expect(r.ok).toBe(false);
    expect(errors(r)).toEqual([
      'row 3: unknown unit type "Rifel platoon" (did you mean "Rifle platoon"?)',
      'row 4: Designation is empty',
      'row 5: Hidden "maybe" is not true/false, yes/no or 1/0',
      'row 6: 6 fields, but the header has 5',
    ]);
    // The multi-line row still reports its contingent and zone once the hidden word is fixed.
    expect(errors(importUnitsCsv(text.replace('maybe', 'no'), ctx))[2]).toBe(
      'row 5: unknown contingent "Nowhere"; unknown zone "Swamp"',
    );
  });

  it('refuses unknown and duplicated ids, ambiguous names and bad headers', () => {
    const twoCodes = { ...ctx, contingents: [...ctx.contingents, contingent('con-3', '2R', 'Other')] };
    expect(errors(importUnitsCsv('designation,type,contingent\nx,Rifle platoon,2R', twoCodes))).toEqual([
      'row 2: 2 contingents are called "2R"; write the id instead',
    ]);
    expect(errors(importUnitsCsv('id,designation,type,contingent\nunit-9,x,Rifle platoon,2R\nunit-1,x,Rifle platoon,2R\nunit-1,y,Rifle platoon,2R', ctx))).toEqual([
      'row 2: no unit has the id "unit-9" (leave the id empty to add a new unit)',
      'row 4: the id "unit-1" is also on row 3',
    ]);
    expect(errors(importUnitsCsv('designation,kind,contingent\n', ctx))[0]).toMatch(/^row 1: unknown column "kind"/);
    expect(errors(importUnitsCsv('designation,type\n', ctx))).toEqual(['row 1: missing column contingent']);
    expect(errors(importUnitsCsv('', ctx))).toEqual(['the file is empty']);
    expect(errors(importUnitsCsv('designation,type,contingent,side\n', ctx))).toEqual([]);
  });

  it('limits rows, size and the error list', () => {
    const row = 'x,Rifel,2R\n';
    const tooMany = importUnitsCsv('designation,type,contingent\n' + 'x,Rifle platoon,2R\n'.repeat(MAX_CSV_UNITS + 1), ctx);
    expect(errors(tooMany)).toEqual([`row ${MAX_CSV_UNITS + 2}: more than ${MAX_CSV_UNITS} rows`]);
    expect(importUnitsCsv('designation,type,contingent\n' + 'x'.repeat(2_000_001), ctx).ok).toBe(false);
    const manyErrors = importUnitsCsv('designation,type,contingent\n' + row.repeat(150), ctx);
    expect(manyErrors.ok === false && [manyErrors.errors.length, manyErrors.omitted]).toEqual([100, 50]);
  });

  it('imports 20,000 rows in one go', () => {
    const r = importUnitsCsv('designation,type,contingent\n' + 'x,Rifle platoon,2R\n'.repeat(MAX_CSV_UNITS), ctx);
    expect(r.ok && r.added).toBe(MAX_CSV_UNITS);
  });
});
