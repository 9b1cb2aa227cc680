/**
 * Deterministic seed hashing for the dice PRNG.
 *
 * cyrb128 is bryc's public-domain 128-bit string hash (a MurmurHash3-inspired
 * mixer). It turns any string (session name, scenario id + turn…) into four
 * uint32 words. It is NOT cryptographic; it only has to spread seeds well.
 */

export type Uint32x4 = readonly [number, number, number, number];

/** cyrb128 over the UTF-16 code units of `text`; returns four uint32 words. */
export function cyrb128(text: string): Uint32x4 {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Splits a safe integer into its low and high 32-bit words (two's complement
 * for negative numbers, as a 64-bit integer would be stored).
 */
export function splitSafeInteger(seed: number): readonly [low: number, high: number] {
  const low = seed >>> 0;
  const high = Math.floor(seed / 4294967296) >>> 0;
  return [low, high];
}
