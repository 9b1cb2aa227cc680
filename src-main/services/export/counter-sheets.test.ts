import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultExportOptions, type CounterSheetOptions } from '../../../src-shared/api/contract-export';
import { layoutCounter, type TextElement } from '../../../src-shared/counters/counter-layout';
import { emptyDocument, type ScenarioDocument } from '../../../src-shared/model';
import { collectCounters } from './counter-items';
import { planCounterSheets } from './counter-sheets';
import { missingGlyphs } from './fonts';
import { fonts, pageSizes, pixel, renderPage, words } from './test-poppler';
import { writePdf } from './write-pdf';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-counters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const job = { signal: new AbortController().signal, progress() {} };
const PT = 72 / 25.4;

/** Two sides, a contingent each, 30 two-sided units with one-word designations (U01…) and 6 three-step chains. */
export function counterScenario(): ScenarioDocument {
  const doc = emptyDocument();
  doc.info.title = 'Counter test';
  const [a, b] = doc.sides;
  doc.contingents = [
    { id: 'aa', code: 'AA', sideId: a.id, name: 'Alpha', colours: { background: '#c8b273', text: '#000000' } },
    { id: 'bb', code: 'BB', sideId: b.id, name: 'Bravo', colours: { background: '#5a6e3a', text: '#ffffff' } },
  ];
  const steps = [{ label: 'effective', combat: 3, range: 1, ma: 4 }, { label: 'disrupted', combat: 1, range: 0, ma: 2 }];
  doc.unitTypes = [
    { id: 'inf', name: 'Infantry', unitClass: 'infantry', sidc: '10031000001211000000', size: '•••', movementClass: 'foot', flags: [], stepModel: 'two-sided', steps },
    { id: 'sq', name: 'Squad', unitClass: 'infantry', sidc: '10061000001211000000', size: '[•••]', movementClass: 'foot', flags: [], stepModel: 'chain', steps: [...steps, { label: 'half', combat: 1, range: 0, ma: 4 }] },
  ];
  doc.units = Array.from({ length: 36 }, (_, i) => ({
    id: `u${i}`, designation: `U${String(i + 1).padStart(2, '0')}`, typeId: i < 30 ? 'inf' : 'sq', contingentId: i % 2 ? 'bb' : 'aa',
    setup: { kind: 'none' as const }, hidden: false,
  }));
  return doc;
}

const options = (patch: Partial<CounterSheetOptions> = {}): CounterSheetOptions => ({ ...defaultExportOptions().counters, ...patch });

/** The designation's centre offset inside a counter (the same on a unit's front and back). */
function designationCentre(doc: ScenarioDocument, sizeMm: number) {
  const [type] = doc.unitTypes;
  const layout = layoutCounter({ kind: 'unit', unitType: type, stepIndex: 0, designation: 'U01', contingent: doc.contingents[0], side: doc.sides[0] }, sizeMm);
  const el = layout.elements.find((e): e is TextElement => e.kind === 'text' && e.role === 'designation')!;
  return { x: el.bounds.x + el.bounds.width / 2 };
}

describe('counter sheets (read back with poppler)', () => {
  const doc = counterScenario();

  it('prints every counter front and back, duplex, on exact Letter pages with the font embedded', async () => {
    const plan = planCounterSheets(doc, options());
    const file = path.join(dir, 'duplex.pdf');
    await writePdf(plan, file, job);
    // 30 two-sided units + 6 chains of 3 steps (2 counters each) + markers.
    expect(plan.placements.filter((p) => /^U\d\d/.test(p.label)).length).toBe(42);
    const sizes = pageSizes(file);
    expect(sizes.length).toBe(plan.pages.length);
    expect(plan.pages.length % 2).toBe(0);
    for (const s of sizes) expect(s).toEqual({ width: 612, height: 792 });
    const used = fonts(file);
    expect(used.length).toBeGreaterThan(0);
    for (const f of used) {
      expect(f.name).toMatch(/LiberationSans/);
      expect(f.embedded).toBe(true);
    }
  });

  it('writes the same bytes for the same plan again, though the PDFs of a process share the faces they parse', async () => {
    // Only the creation date, and the file ID pdfkit derives from it, may differ.
    const bytes = async (name: string, plan = planCounterSheets(doc, options())) => {
      await writePdf(plan, path.join(dir, name), job);
      return readFileSync(path.join(dir, name), 'latin1').replace(/\(D:\d+Z\)/g, '').replace(/\/ID \[[^\]]*\]/g, '');
    };
    const first = await bytes('first.pdf');
    // Another PDF in between, with other text (the calibration pages) and so other glyphs.
    await bytes('other.pdf', planCounterSheets(doc, options({ calibration: true, layout: 'gutter-fold' })));
    expect(await bytes('again.pdf')).toBe(first);
  });

  it.each([
    ['long-edge', { x: 0, y: 0 }],
    ['long-edge', { x: 0.8, y: -1.2 }],
    ['short-edge', { x: -0.5, y: 0.4 }],
  ] as const)('puts each back behind its front: %s flip, offset %o', async (flip, offset) => {
    const sizeMm = 15.875;
    const plan = planCounterSheets(doc, options({ flip, backOffsetMm: offset, counterSizeMm: sizeMm }));
    const file = path.join(dir, `flip-${flip}-${offset.x}.pdf`);
    await writePdf(plan, file, job);
    const page = { width: 215.9, height: 279.4 };
    const cx = designationCentre(doc, sizeMm).x;
    const planned = new Map(plan.placements.map((p) => [p.label.split(' ')[0], p]));
    let checked = 0;
    for (let p = 1; p <= plan.pages.length; p += 2) {
      const twoSided = (w: { text: string }) => /^U(0\d|[12]\d|30)$/.test(w.text);
      const back = new Map(words(file, p + 1).filter(twoSided).map((w) => [w.text, w]));
      for (const f of words(file, p).filter(twoSided)) {
        const b = back.get(f.text);
        expect(b, `back of ${f.text}`).toBeDefined();
        const front = planned.get(f.text)!.front;
        // Where the word sits inside its counter, from the printed front; the back face prints it at the same place.
        const wf = { x: (f.xMin + f.xMax) / 2 / PT, y: (f.yMin + f.yMax) / 2 / PT };
        const wb = { x: (b!.xMin + b!.xMax) / 2 / PT, y: (b!.yMin + b!.yMax) / 2 / PT };
        expect(Math.abs(wf.x - (front.x + cx))).toBeLessThan(0.2);
        const inside = { x: wf.x - front.x, y: wf.y - front.y };
        const backCentre = { x: wb.x - inside.x + sizeMm / 2, y: wb.y - inside.y + sizeMm / 2 };
        // Turned over: the front's centre mirrored across the sheet, then moved by the offset.
        const c = { x: front.x + sizeMm / 2, y: front.y + sizeMm / 2 };
        const expected = { x: (flip === 'long-edge' ? page.width - c.x : c.x) + offset.x, y: (flip === 'short-edge' ? page.height - c.y : c.y) + offset.y };
        expect(Math.abs(backCentre.x - expected.x)).toBeLessThan(0.2);
        expect(Math.abs(backCentre.y - expected.y)).toBeLessThan(0.2);
        checked++;
      }
    }
    expect(checked).toBe(30);
  });

  it('fills each counter to its bleed and keeps the gap between counters white', async () => {
    const plan = planCounterSheets(doc, options({ bleedMm: 1, gapMm: 3 }));
    const file = path.join(dir, 'bleed.pdf');
    await writePdf(plan, file, job);
    const png = renderPage(file, 1, 254); // 10 px per mm
    const first = plan.placements[0].front;
    const at = (xMm: number, yMm: number) => pixel(png, xMm * 10, yMm * 10);
    const colour = Number(/^U(\d\d)/.exec(plan.placements[0].label)![1]) % 2 ? [0xc8, 0xb2, 0x73] : [0x5a, 0x6e, 0x3a];
    const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 6);
    // Inside the bleed (0.6 mm beyond the trim line) still the contingent's colour; beyond it (1.4 mm) paper white.
    expect(near(at(first.x - 0.6, first.y + first.height / 2), colour)).toBe(true);
    expect(near(at(first.x - 1.4, first.y + first.height / 2), [255, 255, 255])).toBe(true);
  });

  it('lays out a gutter-fold sheet: backs reflected in the fold line on the same page', () => {
    const plan = planCounterSheets(doc, options({ layout: 'gutter-fold' }));
    const fold = 279.4 / 2;
    for (const p of plan.placements) {
      expect(p.backPage).toBe(p.page);
      expect(p.front.y + p.front.height).toBeLessThan(fold);
      expect(Math.abs((p.front.y + p.front.height / 2 + p.back.y + p.back.height / 2) / 2 - fold)).toBeLessThan(1e-9);
    }
  });

  it('prints every marker the rules use, in characters the embedded font has (none comes out blank)', () => {
    const all = counterScenario();
    all.ruleset.modules = { ...all.ruleset.modules, starshells: true };
    all.sides = all.sides.map((side) => ({ ...side, starshells: 2, airSupply: 1, hiddenPercent: 20, dropZones: { count: 2, terrain: [] } }));
    all.unitTypes = all.unitTypes.map((t) => ({ ...t, flags: ['engineer'] }));
    all.turns = [{ index: 1, label: '1', timeOfDay: 'day', night: false, cp: {} } as never];
    const groups = collectCounters(all, { sizeMm: 15.875, spareMarkers: 1 });
    const titles = groups.flatMap((g) => g.items).map((i) => i.front.label).join(' ');
    for (const name of ['Starshell', 'Air supply', 'Hidden unit', 'Roadblock', 'Drop zone', 'Command points', 'Game turn', 'Demolished']) expect(titles, name).toContain(name);
    const texts = groups.flatMap((g) => g.items.flatMap((i) => [i.front, i.back])).flatMap((l) => l.elements).filter((e): e is TextElement => e.kind === 'text');
    for (const t of texts) for (const face of ['regular', 'bold'] as const) expect(missingGlyphs(t.text, face), t.text).toEqual([]);
  });

  it('starts with the calibration pair when asked, and refuses a scenario with nothing to print', () => {
    const plan = planCounterSheets(doc, options({ calibration: true }));
    expect(plan.pages.slice(0, 2).map((p) => p.label)).toEqual(['Calibration front', 'Calibration back']);
    expect(() => planCounterSheets({ ...emptyDocument(), sides: [] }, options())).toThrow(/no units/);
  });
});
