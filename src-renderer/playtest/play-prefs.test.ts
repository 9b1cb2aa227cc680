import { describe, expect, it } from 'vitest';
import { testGame } from '../../tests/support/playtest-game-store';
import { PlayUi } from './play-ui';
import { PlayPrefs, type PrefsStorage } from './play-prefs';

function memoryStorage(initial: Record<string, string> = {}): PrefsStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (k) => items[k] ?? null, setItem: (k, v) => void (items[k] = v) };
}

describe('the playtester’s preferences', () => {
  it('keep the bots’ speed and the move animation for the next game: a branch or a new game does not reset them', () => {
    const prefs = new PlayPrefs();
    const first = new PlayUi(testGame('palembang', { allied: 'greedy', japanese: 'human' }), prefs);
    first.bots.setSpeed(0);
    first.setAnimate(false);
    first.destroy();
    const next = new PlayUi(testGame('palembang', { allied: 'greedy', japanese: 'human' }), prefs);
    expect(next.bots.speed).toBe(0);
    expect(next.animate).toBe(false);
    next.destroy();
  });

  it('are stored for the next visit and read back', () => {
    const storage = memoryStorage();
    const prefs = new PlayPrefs(storage);
    prefs.setBotSpeed(60);
    prefs.setAnimate(false);
    const again = new PlayPrefs(storage);
    expect({ speed: again.botSpeed, animate: again.animate }).toEqual({ speed: 60, animate: false });
  });

  it('ignore a stored value that is not one of the choices, or not JSON, and refuse a speed not offered', () => {
    for (const text of ['{"botSpeed":7,"animate":false}', '{"botSpeed":0}', 'not json', '[]']) {
      const prefs = new PlayPrefs(memoryStorage({ 'atoll.playPrefs': text }));
      expect({ speed: prefs.botSpeed, animate: prefs.animate }, text).toEqual({ speed: 300, animate: true });
    }
    const storage = memoryStorage();
    const prefs = new PlayPrefs(storage);
    prefs.setBotSpeed(5);
    expect(prefs.botSpeed).toBe(300);
    expect(storage.items).toEqual({});
  });

  it('still work where the page refuses to store them', () => {
    const refusing: PrefsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const prefs = new PlayPrefs(refusing);
    prefs.setBotSpeed(0);
    expect(prefs.botSpeed).toBe(0);
  });
});
