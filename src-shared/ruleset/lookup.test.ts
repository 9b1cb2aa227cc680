import { describe, expect, it } from 'vitest';
import { defaultRuleset } from './default-ruleset';
import { hexsideMoveCost, moveCost, movementClassById, terrainById } from './lookup';

const ruleset = defaultRuleset();

describe('terrainById', () => {
  it('finds terrain by id and returns undefined for unknown ids', () => {
    expect(terrainById(ruleset, 'jungle')?.name).toBe('Jungle');
    expect(terrainById(ruleset, 'lava')).toBeUndefined();
    expect(movementClassById(ruleset, 'tracked')?.kind).toBe('mechanized');
  });
});

describe('moveCost', () => {
  it('returns MP and the bog flag (OST 1: kunai wheeled 3 with bog roll)', () => {
    expect(moveCost(ruleset, 'kunai', 'wheeled')).toEqual({ mp: 3, bog: true });
    expect(moveCost(ruleset, 'kunai', 'foot')).toEqual({ mp: 2, bog: false });
  });

  it('explains prohibited terrain (OST 4: jungle closed to vehicles)', () => {
    expect(moveCost(ruleset, 'jungle', 'tracked')).toEqual({ prohibited: true, reason: 'Jungle: tracked units may not enter' });
  });

  it('ocean: vehicles only when amphibious, at 2 MP (OST 6.3)', () => {
    expect(moveCost(ruleset, 'ocean', 'wheeled')).toEqual({
      prohibited: true,
      reason: 'Ocean (shallows): only amphibious wheeled units may enter',
    });
    expect(moveCost(ruleset, 'ocean', 'wheeled', { amphibious: true })).toEqual({ mp: 2, bog: false });
    expect(moveCost(ruleset, 'ocean', 'foot')).toEqual({ mp: 3, bog: false });
  });

  it('unknown terrain or class is prohibited with a reason, never a throw', () => {
    expect(moveCost(ruleset, 'lava', 'foot')).toEqual({ prohibited: true, reason: "unknown terrain 'lava'" });
    expect(moveCost(ruleset, 'clear', 'hover')).toEqual({ prohibited: true, reason: "unknown movement class 'hover'" });
  });

  it('a class missing from an edited terrain is reported, not crashed on', () => {
    const edited = defaultRuleset();
    delete edited.terrain.find((t) => t.id === 'clear')!.move.foot;
    expect(moveCost(edited, 'clear', 'foot')).toEqual({ prohibited: true, reason: 'Clear: no movement cost for foot units' });
  });
});

describe('hexsideMoveCost', () => {
  it('adds the river cost; a bridge adds nothing (Paratrooper 10.5, 10.8)', () => {
    expect(hexsideMoveCost(ruleset, 'river', 'foot')).toEqual({ mp: 2 });
    expect(hexsideMoveCost(ruleset, 'bridge', 'wheeled')).toEqual({ mp: 0 });
  });

  it('explains a prohibited crossing', () => {
    expect(hexsideMoveCost(ruleset, 'cliff', 'wheeled')).toEqual({ prohibited: true, reason: 'Cliff: wheeled units may not cross' });
    expect(hexsideMoveCost(ruleset, 'moat', 'foot')).toEqual({ prohibited: true, reason: "unknown hexside type 'moat'" });
  });
});
