import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewBackground } from './view-background';

/** A chain of elements, innermost first, with their computed background colours. */
function chain(...colours: string[]): HTMLElement {
  let parent: { parentElement: unknown; colour: string } | null = null;
  for (const colour of [...colours].reverse()) parent = { parentElement: parent, colour };
  return parent as unknown as HTMLElement;
}

describe('the colour a view shows where it draws nothing', () => {
  afterEach(() => vi.unstubAllGlobals());
  const computed = () => vi.stubGlobal('getComputedStyle', (e: { colour: string }) => ({ backgroundColor: e.colour }));

  it('is the first opaque background round the element', () => {
    computed();
    expect(viewBackground(chain('rgba(0, 0, 0, 0)', 'transparent', 'rgb(207, 216, 220)', 'rgb(1, 2, 3)'))).toBe('rgb(207, 216, 220)');
  });

  it('is none when a see-through colour lies over the rest, or nothing is opaque', () => {
    computed();
    expect(viewBackground(chain('rgba(0, 0, 0, 0)', 'rgba(10, 20, 30, 0.5)', 'rgb(1, 2, 3)'))).toBeNull();
    expect(viewBackground(chain('rgba(0, 0, 0, 0)', 'transparent'))).toBeNull();
  });
});
