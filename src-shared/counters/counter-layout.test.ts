import { describe, expect, it } from 'vitest';
import { facesOf, LABEL_ROLES, minFontPt, VALUE_ROLES, type CounterSubject } from './counter-faces';
import {
  HALF_INCH_MM, layoutCounter, MAX_COUNTER_MM, MIN_COUNTER_MM, MIN_LABEL_PT_AT_HALF_INCH, MIN_VALUE_PT_AT_HALF_INCH,
  type CounterLayout, type LayoutElement, type Rect, type TextElement,
} from './counter-layout';
import {
  AIRSTRIKE, DUTCH, FIGURE_SQUAD, JAPANESE, JAPANESE_SQUAD, KNIL, NAVAL, ONE_STEP, PARA_INFANTRY, PLAIN_INFANTRY, RAIDERS, TANK,
  WORST_CONTINGENT, WORST_DESIGNATION, WORST_TYPE,
} from './test-fixtures';

const SIZES = [MIN_COUNTER_MM, HALF_INCH_MM, 15.875, 19.05, MAX_COUNTER_MM];
const unit = (unitType: typeof PARA_INFANTRY, designation = '1/2R', contingent = RAIDERS): CounterSubject =>
  ({ kind: 'unit', unitType, designation, contingent, side: JAPANESE });
const SUBJECTS: CounterSubject[] = [
  unit(PARA_INFANTRY), unit(PLAIN_INFANTRY, 'II/KNIL', KNIL), unit(JAPANESE_SQUAD, '3/1/II'), unit(TANK, 'A/Lt', KNIL), unit(ONE_STEP, '', KNIL),
  unit(WORST_TYPE, WORST_DESIGNATION, WORST_CONTINGENT), unit(FIGURE_SQUAD, 'Sqd 1/2/B'), unit(PLAIN_INFANTRY, 'Infantry company'), unit(JAPANESE_SQUAD, 'HQ 1st Parachute Brigade', KNIL),
  { kind: 'unit', unitType: PARA_INFANTRY, designation: '1', contingent: null, side: null },
  { kind: 'strike', strike: AIRSTRIKE, side: JAPANESE }, { kind: 'strike', strike: NAVAL, side: DUTCH },
  { kind: 'strike', strike: { kind: 'naval', strength: 99, label: 'W'.repeat(40) }, side: DUTCH },
];
const allLayouts = (size: number) => SUBJECTS.flatMap((s) => facesOf(s).map((f) => layoutCounter(f.face, size)));

const texts = (l: CounterLayout) => l.elements.filter((e): e is TextElement => e.kind === 'text' && e.text !== '');
const byRole = (l: CounterLayout, role: string) => l.elements.filter((e) => e.role === role);
const valuesOf = (l: CounterLayout) => texts(l).filter((t) => ['combat', 'separator', 'range', 'ma'].includes(t.role)).map((t) => t.text).join('');

/** The painted extent: a stroke is centred on the rectangle's edge. */
function extent(el: LayoutElement): Rect {
  if (el.kind === 'text') return el.bounds;
  const half = el.kind === 'rect' ? el.strokeWidth / 2 : 0;
  return { x: el.x - half, y: el.y - half, width: el.width + 2 * half, height: el.height + 2 * half };
}
const EPS = 1e-9;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - EPS && b.x < a.x + a.width - EPS && a.y < b.y + b.height - EPS && b.y < a.y + a.height - EPS;

/** Elements that must not touch; a tag's text sits in its tag and the combat value in its pursuit box. */
function foreground(l: CounterLayout) {
  return l.elements.filter((e) => (e.kind === 'text' && e.text) || e.kind === 'symbol' || e.role === 'tag' || e.role === 'pursuit-box');
}
const nested = (a: LayoutElement, b: LayoutElement) => {
  const pair = [a, b].map((e) => `${e.kind}:${e.role}`).sort().join(' ');
  return pair === 'rect:tag text:tag' || pair === 'rect:pursuit-box text:combat';
};

describe('counter layout', () => {
  it.each(SIZES)('keeps every element inside a %s mm counter', (size) => {
    for (const layout of allLayouts(size)) {
      for (const el of layout.elements) {
        const r = extent(el);
        expect(r.x, `${layout.label} ${el.role}`).toBeGreaterThanOrEqual(-EPS);
        expect(r.y, `${layout.label} ${el.role}`).toBeGreaterThanOrEqual(-EPS);
        expect(r.x + r.width, `${layout.label} ${el.role}`).toBeLessThanOrEqual(size + EPS);
        expect(r.y + r.height, `${layout.label} ${el.role}`).toBeLessThanOrEqual(size + EPS);
      }
    }
  });

  it.each(SIZES)('never overlaps texts, tag, pursuit box and symbol on a %s mm counter, even at the longest values', (size) => {
    for (const layout of allLayouts(size)) {
      const els = foreground(layout);
      for (let i = 0; i < els.length; i++) {
        for (let j = i + 1; j < els.length; j++) {
          if (nested(els[i], els[j])) continue;
          expect(overlaps(extent(els[i]), extent(els[j])), `${layout.label}: ${els[i].role} / ${els[j].role}`).toBe(false);
        }
      }
      for (const box of byRole(layout, 'pursuit-box')) {
        const combat = texts(layout).find((t) => t.role === 'combat')!;
        const r = extent(box);
        expect(combat.bounds.x).toBeGreaterThan(r.x);
        expect(combat.bounds.x + combat.bounds.width).toBeLessThan(r.x + r.width);
      }
    }
  });

  it(`keeps values ≥ ${MIN_VALUE_PT_AT_HALF_INCH} pt and labels ≥ ${MIN_LABEL_PT_AT_HALF_INCH} pt at 1/2"`, () => {
    const layouts = allLayouts(HALF_INCH_MM);
    const values = Math.min(...layouts.map((l) => minFontPt(l, VALUE_ROLES)));
    const labels = Math.min(...layouts.map((l) => minFontPt(l, LABEL_ROLES)));
    expect(values).toBeGreaterThanOrEqual(MIN_VALUE_PT_AT_HALF_INCH - 1e-6);
    expect(labels).toBeGreaterThanOrEqual(MIN_LABEL_PT_AT_HALF_INCH - 1e-6);
    // Ordinary counters keep their nominal sizes, well above the floors.
    const ordinary = layoutCounter(facesOf(unit(PARA_INFANTRY))[0].face, HALF_INCH_MM);
    expect(minFontPt(ordinary, VALUE_ROLES)).toBeGreaterThan(8.5);
    expect(minFontPt(ordinary, ['designation'])).toBeGreaterThan(5.5);
  });

  it('shrinks then truncates the longest designation and contingent code, leaving the values whole', () => {
    const layout = layoutCounter(facesOf(unit(WORST_TYPE, WORST_DESIGNATION, WORST_CONTINGENT))[0].face, HALF_INCH_MM);
    const designation = texts(layout).find((t) => t.role === 'designation')!;
    const tag = texts(layout).find((t) => t.role === 'tag')!;
    expect(designation.truncated).toBe(true);
    expect(designation.text.endsWith('…')).toBe(true);
    expect(designation.text.length).toBeGreaterThan(2);
    expect(tag.text.endsWith('…')).toBe(true);
    expect(valuesOf(layout)).toBe('99-99-99');
    const short = texts(layoutCounter(facesOf(unit(PARA_INFANTRY))[0].face, HALF_INCH_MM)).find((t) => t.role === 'designation')!;
    expect(short).toMatchObject({ text: '1/2R', truncated: false });
  });

  it.each(SIZES)('sets a designation that one line would cut on two lines, whole where two lines hold it (%s mm)', (size) => {
    const lines = (designation: string, type = PLAIN_INFANTRY) =>
      texts(layoutCounter(facesOf(unit(type, designation))[0].face, size)).filter((t) => t.role === 'designation').map((t) => t.text);
    expect(lines('Infantry company')).toEqual(['Infantry', 'company']);
    expect(lines('Infantry Coy 1/144', JAPANESE_SQUAD)).toEqual(['Infantry', 'Coy 1/144']);
    expect(lines('1/2R')).toEqual(['1/2R']);
    // Too long for two lines: the second is cut, and more of the name shows than on one cut line.
    const long = lines('HQ 1st Parachute Brigade');
    expect(long).toHaveLength(2);
    expect(long[1].endsWith('…')).toBe(true);
    expect(long.join(' ').length).toBeGreaterThan('HQ 1st…'.length);
  });

  it('scales every length with the counter', () => {
    const face = facesOf(unit(PARA_INFANTRY))[0].face;
    const [small, big] = [layoutCounter(face, 12.7), layoutCounter(face, 25.4)];
    small.elements.forEach((el, i) => {
      const twice = big.elements[i];
      expect(twice.kind).toBe(el.kind);
      expect(extent(twice).x).toBeCloseTo(extent(el).x * 2, 9);
      expect(extent(twice).height).toBeCloseTo(extent(el).height * 2, 9);
      if (el.kind === 'text' && twice.kind === 'text') expect(twice.fontSize).toBeCloseTo(el.fontSize * 2, 9);
    });
  });

  it('boxes the combat strength only for pursuit-capable, combat-effective faces', () => {
    const boxes = (s: CounterSubject) => facesOf(s).map((f) => byRole(layoutCounter(f.face, HALF_INCH_MM), 'pursuit-box').length);
    expect(boxes(unit(PARA_INFANTRY))).toEqual([1, 0]);
    expect(boxes(unit(PLAIN_INFANTRY))).toEqual([0, 0]);
    expect(boxes(unit(TANK))).toEqual([0, 0]);
    expect(boxes(unit(JAPANESE_SQUAD))).toEqual([1, 1, 1]);
    expect(boxes(unit({ ...JAPANESE_SQUAD, flags: [] }))).toEqual([0, 0, 0]);
  });

  it('puts a stripe on reduced chain steps only', () => {
    const stripes = (s: CounterSubject) => facesOf(s).map((f) => byRole(layoutCounter(f.face, HALF_INCH_MM), 'stripe').length);
    expect(stripes(unit(JAPANESE_SQUAD))).toEqual([0, 1, 1]);
    expect(stripes(unit(PARA_INFANTRY))).toEqual([0, 0]);
    expect(stripes(unit(TANK))).toEqual([0, 0]);
  });

  it('shows the disrupted step on the back of a two-sided counter, each step of a chain, nothing on a one-step back', () => {
    const values = (s: CounterSubject) => facesOf(s).map((f) => valuesOf(layoutCounter(f.face, HALF_INCH_MM)));
    expect(values(unit(PARA_INFANTRY))).toEqual(['3-1-4', '1-2']);
    expect(values(unit(TANK))).toEqual(['5-2-8', '2-1-4']);
    expect(values(unit(JAPANESE_SQUAD))).toEqual(['4-1-4', '2-1-4', '1-4']);
    expect(values(unit(ONE_STEP))).toEqual(['5-2-8', '']);
    expect(facesOf(unit(ONE_STEP)).map((f) => f.title)).toEqual(['Front', 'Back (one-step)']);
  });

  it('prints the step a face shows on chains longer than three ("7/12"), with that step\'s own values', () => {
    const faces = facesOf(unit(FIGURE_SQUAD, 'Sqd 1'));
    expect(faces).toHaveLength(12);
    const layouts = faces.map((f) => layoutCounter(f.face, HALF_INCH_MM));
    expect(layouts.map((l) => texts(l).find((t) => t.role === 'step')?.text)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}/12`));
    expect(valuesOf(layouts[6])).toBe('3-1-4');
    expect(valuesOf(layouts[11])).toBe('1-4');
    expect(layouts[6].label).toContain('step 7/12');
    // Short chains and two-sided counters print no marker, as before.
    for (const s of [unit(JAPANESE_SQUAD), unit(PARA_INFANTRY), unit(TANK)])
      for (const f of facesOf(s)) expect(byRole(layoutCounter(f.face, HALF_INCH_MM), 'step')).toEqual([]);
  });

  it('shows a strike strength on the front and a generic back without values', () => {
    for (const strike of [AIRSTRIKE, NAVAL]) {
      const [front, back] = facesOf({ kind: 'strike', strike, side: DUTCH }).map((f) => layoutCounter(f.face, HALF_INCH_MM));
      expect(texts(front).find((t) => t.role === 'strength')?.text).toBe(String(strike.strength));
      expect(texts(back).some((t) => /\d/.test(t.text))).toBe(false);
      expect(texts(back).map((t) => t.text).join(' ')).toBe(strike.kind === 'air' ? 'Airstrike' : 'Naval gunfire');
      expect(byRole(back, 'symbol')).toHaveLength(1);
    }
    const [front] = facesOf({ kind: 'strike', strike: NAVAL, side: DUTCH }).map((f) => layoutCounter(f.face, HALF_INCH_MM));
    expect(texts(front).find((t) => t.role === 'label')?.text).toBe('Naval gunfire');
  });

  it.each(SIZES)('sets a strike label that one line would cut on two lines, whole, above the symbol (%s mm)', (size) => {
    const strike = { ...AIRSTRIKE, label: 'Carrier airstrike 1' };
    const [front] = facesOf({ kind: 'strike', strike, side: DUTCH }).map((f) => layoutCounter(f.face, size));
    const labels = texts(front).filter((t) => t.role === 'label');
    expect(labels.map((t) => t.text)).toEqual(['Carrier', 'airstrike 1']);
    const symbol = front.elements.find((e) => e.kind === 'symbol')!;
    for (const label of labels) expect(label.bounds.y + label.bounds.height).toBeLessThanOrEqual(symbol.y + 1e-9);
  });

  it('takes colours from the contingent and the side, and falls back on neutral ones for bad or missing colours', () => {
    const layout = layoutCounter(facesOf(unit(PARA_INFANTRY))[0].face, HALF_INCH_MM);
    expect(byRole(layout, 'background')[0]).toMatchObject({ fill: '#c8b273' });
    expect(texts(layout).find((t) => t.role === 'designation')?.fill).toBe('#000000');
    expect(layout.elements.find((e) => e.kind === 'symbol')).toMatchObject({ colours: { fill: '#f2e6c4', frame: '#000000' } });
    const bad = { code: 'X', colours: { background: 'url(javascript:1)', text: 'red' } };
    const odd = layoutCounter({ kind: 'unit', unitType: PARA_INFANTRY, stepIndex: 0, designation: '1', contingent: bad, side: { colour: '"/>' } }, 12.7);
    for (const el of odd.elements) {
      const colours = el.kind === 'symbol' ? Object.values(el.colours) : el.kind === 'rect' ? [el.fill, el.stroke] : [el.fill];
      for (const c of colours) if (c !== null) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
