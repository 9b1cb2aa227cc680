/** Print export of counter sheets: 600 counters (300 two-sided units) duplex on Letter, written to a PDF file. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultExportOptions } from '../../src-shared/api/contract-export';
import { emptyDocument, type ScenarioDocument } from '../../src-shared/model';
import { planCounterSheets } from '../../src-main/services/export/counter-sheets';
import { writePdf } from '../../src-main/services/export/write-pdf';
import { round, type Row } from './measure';

/** Two sides, six contingents, `units` two-sided units (a front and a back counter each) of four symbol types. */
function oob(units: number): ScenarioDocument {
  const doc = emptyDocument();
  doc.info.title = 'Counter bench';
  const colours = ['#c8b273', '#5a6e3a', '#a33a2c', '#3d5a80', '#e0c080', '#6b6b6b'];
  doc.contingents = colours.map((background, i) => ({ id: `c${i}`, code: `C${i}`, sideId: doc.sides[i % 2].id, name: `Contingent ${i}`, colours: { background, text: i % 2 ? '#ffffff' : '#000000' } }));
  const steps = [{ label: 'effective', combat: 5, range: 1, ma: 4 }, { label: 'disrupted', combat: 2, range: 0, ma: 2 }];
  const sidcs = ['10031000001211000000', '10031000001211040000', '10031000001205000000', '10031000001303000000'];
  doc.unitTypes = sidcs.map((sidc, i) => ({ id: `t${i}`, name: `Type ${i}`, unitClass: 'infantry' as const, sidc, size: 'platoon', movementClass: 'foot', flags: [], stepModel: 'two-sided' as const, steps }));
  doc.units = Array.from({ length: units }, (_, i) => ({ id: `u${i}`, designation: `${i + 1}/${(i % 9) + 1}`, typeId: `t${i % 4}`, contingentId: `c${i % 6}`, setup: { kind: 'none' as const }, hidden: false }));
  return doc;
}

export async function countersBench(smoke: boolean): Promise<Row[]> {
  const doc = oob(smoke ? 30 : 300);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-counters-'));
  const job = { signal: new AbortController().signal, progress() {} };
  try {
    const options = { ...defaultExportOptions().counters, layout: 'duplex' as const };
    // One warm-up run (font subsetting code, milsymbol), then the measured one.
    await writePdf(planCounterSheets(doc, options), path.join(dir, 'warm.pdf'), job);
    const t0 = performance.now();
    const plan = planCounterSheets(doc, options);
    await writePdf(plan, path.join(dir, 'counters.pdf'), job);
    const ms = performance.now() - t0;
    const counters = plan.placements.length * 2;
    if (counters < (smoke ? 60 : 600)) throw new Error(`bench: only ${counters} counters on the sheets`);
    return [{ name: `export.counters_pdf_${smoke ? 60 : 600}_ms`, value: round(ms, 0), unit: 'ms' }];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
