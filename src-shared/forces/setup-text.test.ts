import { describe, expect, it } from 'vitest';
import type { Setup } from '../model';
import { describeSetup, formatSetup, parseSetup } from './setup-text';
import { testContext } from './test-context';

const ctx = testContext();
const area = (a: Extract<Setup, { kind: 'area' }>['area']): Setup => ({ kind: 'area', area: a });

describe('setup text', () => {
  const cases: [Setup, string][] = [
    [{ kind: 'none' }, 'none'],
    [{ kind: 'reinforcement' }, 'reinforcement'],
    [{ kind: 'rule', text: 'Within 2 hexes of Palembang: see SR 3' }, 'rule:Within 2 hexes of Palembang: see SR 3'],
    [area({ kind: 'anywhere' }), 'anywhere'],
    [area({ kind: 'zone', zoneId: 'zone-1' }), 'zone:Beach'],
    [area({ kind: 'zone', zoneId: 'zone-2' }), 'zone:zone-2'],
    [area({ kind: 'hexes', hexes: [{ col: 3, row: 4 }, { col: 3, row: 5 }] }), 'hexes:0405 0406'],
    [area({ kind: 'edge', edge: 'west' }), 'edge:west'],
    [area({ kind: 'edge', edge: 'north', from: 2, to: 8 }), 'edge:north 3-9'],
    [area({ kind: 'matching', terrain: ['jungle', 'beach'], hexsides: [], features: ['cave'], adjacent: true }), 'matching:terrain=jungle,beach;features=cave;adjacent'],
  ];
  it.each(cases)('writes %j as %s and reads it back', (setup, text) => {
    expect(formatSetup(setup, ctx)).toBe(text);
    expect(parseSetup(text, ctx)).toEqual({ ok: true, setup });
  });

  it('writes a hex without a label as [col,row] and reads it back', () => {
    const c = { ...ctx, numbering: { scheme: 'letter-number' as const, firstCol: 0, firstRow: 1, digits: 2 } };
    const setup = area({ kind: 'hexes', hexes: [{ col: 0, row: 0 }, { col: 1, row: 0 }] });
    expect(formatSetup(setup, c)).toBe('hexes:[0,0] A1');
    expect(parseSetup('hexes:[0,0] A1', c)).toEqual({ ok: true, setup });
  });

  it('is forgiving about case, blanks and separators', () => {
    expect(parseSetup('', ctx)).toEqual({ ok: true, setup: { kind: 'none' } });
    expect(parseSetup(' Reinforcement ', ctx)).toEqual({ ok: true, setup: { kind: 'reinforcement' } });
    expect(parseSetup('Zone: beach', ctx)).toEqual({ ok: true, setup: area({ kind: 'zone', zoneId: 'zone-1' }) });
    expect(parseSetup('hexes: 0405, 0406', ctx)).toEqual({ ok: true, setup: area({ kind: 'hexes', hexes: [{ col: 3, row: 4 }, { col: 3, row: 5 }] }) });
  });

  it.each([
    ['zone:Swamp', 'unknown zone "Swamp"'],
    ['zone:Ridge', 'zone name "Ridge" is used by 2 zones'],
    ['hexes:9999', 'off the map'],
    ['hexes:04x5', 'not a hex label'],
    ['edge:up', 'edge:'],
    ['edge:north 20-30', 'not on the north edge'],
    ['matching:features=volcano', 'unknown feature type'],
    ['somewhere', 'is not one of'],
    ['rule:', 'needs the rule text'],
  ])('refuses %s', (text, message) => {
    const r = parseSetup(text, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it('describes a set-up for people', () => {
    expect(describeSetup({ kind: 'none' }, ctx)).toBe('not set');
    expect(describeSetup(area({ kind: 'zone', zoneId: 'zone-1' }), ctx)).toBe('Zone Beach');
    expect(describeSetup(area({ kind: 'edge', edge: 'north', from: 2, to: 8 }), ctx)).toBe('North edge 3-9');
    const many = area({ kind: 'hexes', hexes: Array.from({ length: 6 }, (_, i) => ({ col: i, row: 0 })) });
    expect(describeSetup(many, ctx)).toBe('Hexes 0101 0201 0301 0401 +2');
  });

  it('names terrain, hexsides and features from the catalogs, never by id', () => {
    const matching = area({ kind: 'matching', terrain: ['jungle-path', 'all-river'], hexsides: ['reef-edge'], features: ['commandPost'], adjacent: true });
    const catalog = { terrain: [{ id: 'jungle-path', name: 'Jungle path' }, { id: 'all-river', name: 'All-river' }], hexsides: [{ id: 'reef-edge', name: 'Reef edge' }] };
    expect(describeSetup(matching, { ...ctx, catalog })).toBe('On or next to jungle path, all-river, reef edge hexside, command post');
    expect(describeSetup(area({ kind: 'matching', terrain: [], hexsides: [], features: ['cave'], adjacent: false }), ctx)).toBe('Any cave');
  });
});
