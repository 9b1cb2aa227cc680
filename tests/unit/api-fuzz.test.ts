import { expect, it } from 'vitest';
import { fuzzApi } from '../soak/api-fuzz';

/** `npm run soak` makes 1,000 calls per method; the suite makes a representative few. */
it('every api method, called with random payloads, answers by its contract or refuses without touching the disk', async () => {
  const report = await fuzzApi(30, 7);
  expect(report.failures).toEqual([]);
  const counts = Object.values(report.methods);
  expect(counts.every((c) => c.calls === 30)).toBe(true);
  // Both doors are exercised: calls that the backend answers and calls that it refuses.
  expect(counts.reduce((n, c) => n + c.answered, 0)).toBeGreaterThan(100);
  expect(counts.reduce((n, c) => n + c.refused, 0)).toBeGreaterThan(100);
}, 120_000);
