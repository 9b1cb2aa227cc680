import ms from 'milsymbol';
import { describe, expect, it } from 'vitest';
import { defaultRuleset } from '../ruleset';
import { sidcWithSize, UNIT_CLASSES, UNIT_SIZES } from './unit-catalog';

describe('unit catalog', () => {
  it.each(UNIT_CLASSES.map((c) => [c.id, c.sidc]))('%s starts with a symbol code milsymbol knows (%s)', (_id, sidc) => {
    for (const size of UNIT_SIZES) expect(new ms.Symbol(sidcWithSize(sidc, size.id)).isValid()).toBe(true);
  });

  it('every class moves with a movement class of the default ruleset', () => {
    const known = new Set(defaultRuleset().movementClasses.map((m) => m.id));
    for (const c of UNIT_CLASSES) expect(known).toContain(c.movementClass);
  });

  it('sets the echelon letter for a size and leaves other codes alone', () => {
    expect(sidcWithSize('SFGPUCI----D---', 'II')).toBe('SFGPUCI----F---');
    expect(sidcWithSize('10031000001211000000', 'II')).toBe('10031000001211000000');
    expect(sidcWithSize('SFGPUCI----D---', 'XXL')).toBe('SFGPUCI----D---');
  });
});
