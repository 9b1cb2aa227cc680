import { describe, expect, it } from 'vitest';
import { facesOf } from './counter-faces';
import { layoutCounter } from './counter-layout';
import { counterSvgMarkup } from './counter-markup';
import { JAPANESE, PARA_INFANTRY, RAIDERS } from './test-fixtures';

const layout = (sidc: string, designation = '1/2R') =>
  layoutCounter(facesOf({ kind: 'unit', unitType: { ...PARA_INFANTRY, sidc }, designation, contingent: RAIDERS, side: JAPANESE })[0].face, 12.7);

describe('counterSvgMarkup', () => {
  it('is a standalone SVG sized in millimetres with a viewBox in millimetres', () => {
    const svg = counterSvgMarkup(layout(PARA_INFANTRY.sidc));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="12.7mm" height="12.7mm" viewBox="0 0 12.7 12.7"/);
    expect(counterSvgMarkup(layout(PARA_INFANTRY.sidc), 2)).toMatch(/width="25.4mm"/);
    expect(svg).toContain('data-role="symbol"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes text from the records', () => {
    const svg = counterSvgMarkup(layout(PARA_INFANTRY.sidc, '<b>&"x'));
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x');
  });

  it('draws a placeholder for an SIDC milsymbol cannot draw', () => {
    expect(counterSvgMarkup(layout('nonsense'))).toContain('data-role="symbol-placeholder"');
  });
});
