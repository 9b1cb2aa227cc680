import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../model/document';
import { CONTRACT } from './contract';
import { fromBase64, fromBase64Portable, packAnswer, toBase64, toBase64Portable, unpackAnswer } from './wire';

describe('answers on the wire', () => {
  it('base64 round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect([...fromBase64(text)]).toEqual([...bytes]);
      // The plain-script codec, for platforms without a native one, says the same.
      expect(toBase64Portable(bytes)).toBe(text);
      expect([...fromBase64Portable(text)]).toEqual([...bytes]);
    }));
  });

  it('packs a big document’s hexes into one string and unpacks exactly what was sent', () => {
    const hexes = Array.from({ length: 5000 }, (_, i) => ({ col: i % 100, row: Math.floor(i / 100), terrain: ['jungle', 'kunai', 'ocean'][i % 3], elevation: (i % 7) - 3 }));
    const answer = { handle: 'h', document: { info: { title: 'x' }, hexes }, history: {} };
    const packed = packAnswer(answer) as { document: { hexes: unknown } };
    expect(typeof packed.document.hexes).toBe('object');
    expect(Array.isArray(packed.document.hexes)).toBe(false);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(answer).length / 4);
    expect(unpackAnswer(JSON.parse(JSON.stringify(packed)))).toEqual(answer);
  });

  it('leaves everything else as it is: small documents, other answers, values a pack cannot hold', () => {
    const small = { document: { hexes: [{ col: 1, row: 1, terrain: 'jungle', elevation: 0 }] } };
    expect(packAnswer(small)).toBe(small);
    expect(packAnswer([1, 2])).toEqual([1, 2]);
    expect(unpackAnswer({ document: { hexes: [] } })).toEqual({ document: { hexes: [] } });
    const odd = { document: { hexes: Array.from({ length: 2000 }, (_, i) => ({ col: i, row: 0, terrain: 't', elevation: i === 5 ? 300 : 0 })) } };
    expect(packAnswer(odd)).toBe(odd);
  });
});

describe('answers on the wire keep the contract', () => {
  const hexArb = fc.record({
    col: fc.integer({ min: 0, max: 499 }),
    row: fc.integer({ min: 0, max: 499 }),
    terrain: fc.constantFrom('jungle', 'kunai', 'ocean', 'swamp-2', 'a'.repeat(40)),
    elevation: fc.integer({ min: -10, max: 50 }),
  });

  it('an opened project, packed, sent as JSON and unpacked, still matches project.open’s answer and equals what was sent', () => {
    fc.assert(
      fc.property(fc.array(hexArb, { minLength: 1000, maxLength: 1500 }), (hexes) => {
        const answer = { handle: 'h1', path: 'a.atoll', name: 'a', draft: false, document: { ...emptyDocument(), hexes }, history: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null } };
        const packed = packAnswer(answer);
        expect(CONTRACT['project.open'].output.safeParse(packed).success).toBe(false);
        const arrived = unpackAnswer(JSON.parse(JSON.stringify(packed)));
        expect(CONTRACT['project.open'].output.parse(arrived)).toEqual(answer);
      }),
      { numRuns: 20 },
    );
  });

  it('a packed-looking value from anywhere else is left alone, and a value without hexes is not touched', () => {
    const fake = { document: { hexes: { $packedHexes: 2, palette: [], count: 3, data: '' } } };
    expect(unpackAnswer(fake)).toBe(fake);
    const job = { jobId: 'j', document: null };
    expect(packAnswer(job)).toBe(job);
    expect(unpackAnswer(null)).toBeNull();
  });
});
