import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MapSettingsSchema, defaultMap, defaultVictory, VictorySchema } from '../model';
import { defaultRuleset, RulesetSchema } from '../ruleset';
import { issueSentence } from './issue-text';

const sentences = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map((i) => issueSentence(i));
};

describe('issueSentence: schema issues as sentences for people', () => {
  it('numbers out of range name the field and its unit', () => {
    expect(sentences(MapSettingsSchema, { ...defaultMap(), hexSizeMm: 3 })).toEqual(['Hex size must be at least 5 mm']);
    expect(sentences(MapSettingsSchema, { ...defaultMap(), hexSizeMm: 400 })).toEqual(['Hex size must be at most 100 mm']);
    expect(sentences(MapSettingsSchema, { ...defaultMap(), cols: 0 })).toEqual(['Columns must be at least 1']);
    expect(sentences(z.object({ strength: z.number().positive() }), { strength: 0 })).toEqual(['Strength must be more than 0']);
  });

  it('wrong kinds and missing fields say what was expected and what was found', () => {
    expect(sentences(MapSettingsSchema, { ...defaultMap(), cols: 2.5 })).toEqual(['Columns must be a whole number, not the number 2.5']);
    expect(sentences(z.object({ info: z.object({ title: z.string() }) }), { info: { title: 42 } })).toEqual(['Title must be text, not the number 42']);
    expect(sentences(z.object({ firstTurn: z.number() }), {})).toEqual(['First turn is missing (it must be a number)']);
    expect(sentences(z.object({ turns: z.array(z.object({ cp: z.record(z.string(), z.int()) })) }), { turns: [{ cp: { 'side-1': 'x' } }] })).toEqual([
      'Command points must be a number, not text',
    ]);
  });

  it('text, lists, choices, unknown fields and a schema rule of its own', () => {
    expect(sentences(z.object({ name: z.string().min(1).max(4) }), { name: '' })).toEqual(['Name must not be empty']);
    expect(sentences(z.object({ name: z.string().max(4) }), { name: 'Kokoda' })).toEqual(['Name may be at most 4 characters long']);
    expect(sentences(z.object({ steps: z.array(z.int()).min(2) }), { steps: [1] })).toEqual(['Steps needs at least 2 entries']);
    expect(sentences(z.object({ orientation: z.enum(['flat', 'pointy']) }), { orientation: 'round' })).toEqual(['Orientation must be one of “flat”, “pointy”']);
    expect(sentences(z.strictObject({ a: z.int() }), { a: 1, b: 2 })).toEqual(['The field “b” is unknown here']);
    expect(sentences(z.object({ colour: z.string().regex(/^#/, 'a colour is #rrggbb') }), { colour: 'red' })).toEqual(['Colour: a colour is #rrggbb']);
    expect(sentences(z.object({ sideId: z.string().refine(() => false, 'no such side') }), { sideId: 'x' })).toEqual(['Side: no such side']);
  });

  it('obstacle and feature-life values out of range are refused in people\'s words (Atoll 14.9, 14.10)', () => {
    const ruleset = defaultRuleset();
    const wire = { ...ruleset, hexsides: ruleset.hexsides.map((h) => (h.id === 'barbed-wire' ? { ...h, obstacle: { clearers: { count: 9 } } } : h)) };
    expect(sentences(RulesetSchema, wire)).toEqual(['Count must be at most 6']);
    const rows = [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, result: 'intact' }));
    const post = { ...ruleset, features: ruleset.features.map((f) => (f.id === 'trench' ? { ...f, life: { dice: '1d6', rows, keepsBonus: false, defenceAdd: -1 } } : f)) };
    expect(sentences(RulesetSchema, post)).toEqual(['Defence added must be at least 0']);
  });

  it('a chart edit the table cannot hold is refused in people\'s words', () => {
    const ruleset = defaultRuleset();
    ruleset.crt.columns[2] = { ...ruleset.crt.columns[2], maxDiff: -9 };
    expect(sentences(RulesetSchema, ruleset)).toEqual(["Highest differential is below the column's lowest", 'Lowest differential must be -8, one above the column before it']);
    const drop = defaultRuleset();
    drop.airDropTable.categories[1].terrain.push(drop.airDropTable.categories[0].terrain[0]);
    expect(sentences(RulesetSchema, drop)).toEqual([`Terrain ${drop.airDropTable.categories[0].terrain[0]} is already in the Open category: a terrain is in one category only`]);
  });

  it('never passes zod\'s own wording on', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.union([z.string(), z.number()]), true],
      [z.number().multipleOf(0.5), 0.3],
      [z.literal('k'), 'j'],
      [z.string().email(), 'not mail'],
    ];
    for (const [schema, value] of schemas)
      for (const text of sentences(schema, value)) expect(text).not.toMatch(/Too (small|big)|Invalid|expected .* to (be|have)|>=|<=/);
  });
});

describe('issueSentence: victory conditions and command points', () => {
  it('bad values of a victory condition or of the CP switch are said in people\'s words', () => {
    const victory = (conditions: unknown[]) => ({ ...defaultVictory(), conditions });
    const eliminate = { kind: 'eliminate', sideId: 'side-1', percent: 120, result: '' };
    expect(sentences(VictorySchema, victory([eliminate]))).toEqual(['Share of the enemy to eliminate must be at most 100 %']);
    expect(sentences(VictorySchema, victory([{ ...eliminate, percent: 0 }]))).toEqual(['Share of the enemy to eliminate must be at least 1 %']);
    const hold = { kind: 'hold', sideId: 'side-1', target: { kind: 'hex', hex: { col: 1, row: 1 } }, check: 'everyTurn', turn: 0, elseSideId: null, result: '', elseResult: '' };
    expect(sentences(VictorySchema, victory([hold]))).toEqual(['Turn must be at least 1']);
    expect(sentences(VictorySchema, victory([{ ...hold, turn: 3, check: 'sometimes' }]))).toEqual(['Check must be one of “everyTurn”, “turnOnly”']);
    expect(sentences(VictorySchema, { ...defaultVictory(), otherwise: { sideId: 7, result: '' } })).toEqual(['Side must be text, not the number 7']);
    expect(sentences(RulesetSchema, { ...defaultRuleset(), commandPoints: 'no' })).toEqual(['Command points in use must be yes or no (true or false), not text']);
  });
});
