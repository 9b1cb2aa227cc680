import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CounterSvg } from './CounterSvg';
import { facesOf } from '../../src-shared/counters/counter-faces';
import { layoutCounter } from '../../src-shared/counters/counter-layout';
import { JAPANESE, PARA_INFANTRY, RAIDERS } from '../../src-shared/counters/test-fixtures';

const render = (sidc: string, scale?: number) => {
  const subject = { kind: 'unit', unitType: { ...PARA_INFANTRY, sidc }, designation: '1/2R', contingent: RAIDERS, side: JAPANESE } as const;
  return renderToStaticMarkup(createElement(CounterSvg, { layout: layoutCounter(facesOf(subject)[0].face, 12.7), scale }));
};

describe('CounterSvg', () => {
  it('is sized in real millimetres with a viewBox in millimetres', () => {
    const svg = render(PARA_INFANTRY.sidc);
    expect(svg).toMatch(/^<svg [^>]*width="12.7mm" height="12.7mm" viewBox="0 0 12.7 12.7"/);
    expect(render(PARA_INFANTRY.sidc, 3)).toMatch(/^<svg [^>]*width="38.1mm"[^>]*viewBox="0 0 12.7 12.7"/);
    expect(svg).toContain('aria-label="1/2R Airborne infantry, effective"');
  });

  it('nests the milsymbol symbol in its box, filled with the side colour', () => {
    const svg = render(PARA_INFANTRY.sidc);
    expect(svg).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox="[-\d. ]+" preserveAspectRatio="xMidYMid meet"/);
    expect(svg).toContain('fill="#f2e6c4"');
    expect(svg).not.toContain('symbol-placeholder');
  });

  it('draws a neutral placeholder for an empty or invalid SIDC', () => {
    for (const sidc of ['', 'not a sidc']) {
      const svg = render(sidc);
      expect(svg).toContain('data-role="symbol-placeholder"');
      expect(svg).toContain('>?</text>');
    }
  });
});
