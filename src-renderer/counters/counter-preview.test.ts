import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CounterPreview, parseCounterMm, type CounterSubject } from './CounterPreview';
import { AIRSTRIKE, JAPANESE, JAPANESE_SQUAD, PARA_INFANTRY, RAIDERS } from '../../src-shared/counters/test-fixtures';

const render = (subject: CounterSubject, sizeMm?: number) => renderToStaticMarkup(createElement(CounterPreview, { subject, sizeMm }));
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('CounterPreview', () => {
  it('shows front and back at true size and enlarged three times, with the print-size hint', () => {
    const html = render({ kind: 'unit', unitType: PARA_INFANTRY, designation: '1/2', contingent: RAIDERS, side: JAPANESE });
    expect(count(html, /width="12.7mm"/g)).toBe(2);
    expect(count(html, /width="38.1mm"/g)).toBe(2);
    expect(html).toContain('Back (disrupted)');
    expect(html).toContain('96-dpi');
  });

  it('shows every step of a chain, and strikes front and back, at the chosen size', () => {
    const chain = render({ kind: 'unit', unitType: JAPANESE_SQUAD, designation: '3', contingent: RAIDERS, side: JAPANESE }, 19.05);
    expect(count(chain, /width="19.05mm"/g)).toBe(3);
    expect(chain).toContain('Step 3: half-squad');
    const strike = render({ kind: 'strike', strike: AIRSTRIKE, side: JAPANESE });
    expect(count(strike, /width="12.7mm"/g)).toBe(2);
  });

  it('warns when the counter is too small for legible text', () => {
    const subject: CounterSubject = { kind: 'unit', unitType: PARA_INFANTRY, designation: '1/2', contingent: RAIDERS, side: JAPANESE };
    expect(render(subject, 12.7)).not.toContain('counter-warning');
    expect(render(subject, 8)).toContain('counter-warning');
  });

  it('accepts custom sizes from 8 to 40 mm only', () => {
    expect(parseCounterMm('8')).toBe(8);
    expect(parseCounterMm(' 22,5 ')).toBe(22.5);
    expect(parseCounterMm('40')).toBe(40);
    for (const bad of ['', '7.9', '40.1', 'abc', '1e9', 'NaN', '-12']) expect(parseCounterMm(bad)).toBeNull();
  });
});
