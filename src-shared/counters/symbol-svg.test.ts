import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterSidc, symbolMarkup } from './symbol-svg';

const colours = { fill: '#f2e6c4', frame: '#000000', icon: '#000000' };

describe('symbol markup', () => {
  it('draws a valid SIDC with the given colours, sized by its viewBox', () => {
    const markup = symbolMarkup('10031000001211000000', colours)!;
    expect(markup.viewBox.split(' ').map(Number)).toHaveLength(4);
    expect(markup.body).toContain('fill="#f2e6c4"');
    expect(markup.body).not.toContain('<svg');
  });

  it('clears the echelon so the unit size is printed only once', () => {
    expect(counterSidc('10031000141211000000')).toBe('10031000001211000000');
    expect(counterSidc('SFGPUCI----D---')).toBe('SFGPUCI--------');
    expect(counterSidc('SFGPUCA---MO---')).toBe('SFGPUCA---MO---');
    const withEchelon = symbolMarkup('10031000141211000000', colours)!;
    expect(withEchelon.viewBox).toBe(symbolMarkup('10031000001211000000', colours)!.viewBox);
  });

  it('returns null for empty, malformed or unknown codes and never throws', () => {
    for (const sidc of ['', '   ', 'nonsense', '<script>alert(1)</script>', '1003100000121100000', 'x'.repeat(30)]) {
      expect(symbolMarkup(sidc, colours)).toBeNull();
    }
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (sidc) => {
      const markup = symbolMarkup(sidc, colours);
      return markup === null || !/<script|on\w+=/i.test(markup.body);
    }));
    fc.assert(fc.property(fc.stringMatching(/^\d{20}$/), (sidc) => {
      symbolMarkup(sidc, colours);
      return true;
    }), { numRuns: 300 });
  });

  it('keeps colours that are not #rrggbb out of the markup', () => {
    const markup = symbolMarkup('10031000001211000000', { fill: '"><script>', frame: 'red', icon: '#123' })!;
    expect(markup.body).not.toContain('script');
    expect(markup.body).toContain('fill="#ffffff"');
  });
});
