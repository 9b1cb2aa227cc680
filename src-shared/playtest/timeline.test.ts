import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { createGame, replay, stateHash, type Action } from '../engine';
import { botGame, goldenReplay } from '../../tests/support/playtest-games';
import { openTimeline, Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const hashAfter = (count: number) => stateHash(replay({ ...golden, actions: golden.actions.slice(0, count) }));

describe('Timeline', () => {
  const timeline = new Timeline(golden.setup, golden.seed, golden.actions);

  it('replays a whole session to the state the engine replay reaches', () => {
    expect(timeline.refused).toBeNull();
    expect(timeline.length).toBe(golden.actions.length);
    expect(timeline.current.over).toBe(true);
    expect(stateHash(timeline.current)).toBe(stateHash(replay(golden)));
    expect(stateHash(timeline.stateAt(0))).toBe(stateHash(createGame(golden.setup, golden.seed)));
  });

  it('gives the state after any number of actions, walking back, forward and jumping', () => {
    for (const count of [golden.actions.length - 1, golden.actions.length - 2, 100, 5, 64, 65, 63, 200, 1]) {
      expect(stateHash(timeline.stateAt(count)), `after ${count} actions`).toBe(hashAfter(count));
    }
  });

  it('steps back one action at a time replaying at most one checkpoint spacing per step', () => {
    const t = new Timeline(golden.setup, golden.seed, golden.actions, { checkpointEvery: 32, recentStates: 40 });
    let worst = 0;
    for (let count = t.length; count >= 0; count--) {
      const before = t.replayedActions;
      t.stateAt(count);
      worst = Math.max(worst, t.replayedActions - before);
    }
    expect(worst).toBeLessThanOrEqual(31);
    // Walking back reuses the segment replayed for the first step into it: about one replay per action in all.
    expect(t.replayedActions).toBeLessThan(t.length);
    const before = t.replayedActions;
    t.stateAt(137);
    expect(t.replayedActions - before, 'a jump replays from the checkpoint below').toBe(137 - 128);
  });

  it('gives each action its events and a flat log with turn, phase and phasing side', () => {
    const flat = timeline.events;
    expect(flat.length).toBe(golden.actions.reduce((n, _a, i) => n + timeline.eventsOf(i).length, 0));
    flat.forEach((e, i) => {
      expect(e.index).toBe(i);
      expect(timeline.eventsOf(e.actionIndex)).toContain(e.event);
    });
    // Every event after a phase started carries that phase; the phase-ended event carries the phase it ends.
    for (const e of flat) {
      if (e.event.type === 'phase-started' || e.event.type === 'phase-ended') {
        expect([e.turn, e.phase, e.side]).toEqual([e.event.turn, e.event.phase, e.event.side]);
      }
    }
    const moved = flat.find((e) => e.event.type === 'unit-moved');
    expect(moved?.phase).toBe('movement');
    const combat = flat.find((e) => e.event.type === 'combat-resolved');
    expect(combat?.phase).toBe('ground-attack');
    expect(combat?.side).toBe(combat?.event.type === 'combat-resolved' ? combat.event.side : '');
    const first = timeline.firstEventOf(10);
    expect(flat[first].actionIndex).toBeGreaterThanOrEqual(10);
  });

  it('appends an accepted action, and leaves everything as it was when the engine refuses one', () => {
    const game = botGame('primosole', 4);
    const t = new Timeline(game.session.setup, game.session.seed, game.session.actions.slice(0, 50));
    const hash = stateHash(t.current);
    const events = t.events.length;
    const refused = t.append({ type: 'regroup', unitId: 'no-such-unit' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/./);
    expect(t.length).toBe(50);
    expect(t.events.length).toBe(events);
    expect(stateHash(t.current)).toBe(hash);
    const next = t.append(game.session.actions[50]);
    expect(next.ok).toBe(true);
    expect(t.length).toBe(51);
    expect(stateHash(t.current)).toBe(stateHash(replay({ ...game.session, actions: game.session.actions.slice(0, 51) })));
  });

  it('truncates for undo and branches share the history up to their point', () => {
    const t = new Timeline(golden.setup, golden.seed, golden.actions);
    const branch = t.branch(120);
    expect(branch.length).toBe(120);
    expect(stateHash(branch.current)).toBe(hashAfter(120));
    expect(branch.events.length).toBe(t.firstEventOf(120));
    expect(t.length).toBe(golden.actions.length);
    // Cutting the original back leaves the branch as it was.
    t.truncate(90);
    expect(t.length).toBe(90);
    expect(t.events.length).toBe(branch.firstEventOf(90));
    expect(stateHash(t.current)).toBe(hashAfter(90));
    expect(stateHash(t.stateAt(70))).toBe(hashAfter(70));
    expect(t.append(golden.actions[90]).ok).toBe(true);
    expect(stateHash(t.current)).toBe(hashAfter(91));
    expect(stateHash(branch.stateAt(100))).toBe(hashAfter(100));
  });

  it('keeps the valid prefix of a log the engine refuses part-way, with the action and the reason', () => {
    const broken: Action[] = [...golden.actions.slice(0, 40), { type: 'moveTo', unitId: 'BR-01', to: { col: 0, row: 0 } }, ...golden.actions.slice(40)];
    const t = new Timeline(golden.setup, golden.seed, broken);
    expect(t.length).toBe(40);
    expect(t.refused?.index).toBe(40);
    expect(t.refused?.dropped).toBe(broken.length - 40);
    expect(t.refused?.action).toEqual(broken[40]);
    expect(t.refused?.error.message).toMatch(/./);
    expect(stateHash(t.current)).toBe(hashAfter(40));
  });

  it('refuses counts and indexes outside the log', () => {
    expect(() => timeline.stateAt(-1)).toThrow(RangeError);
    expect(() => timeline.stateAt(timeline.length + 1)).toThrow(RangeError);
    expect(() => timeline.stateAt(1.5)).toThrow(RangeError);
    expect(() => timeline.eventsOf(timeline.length)).toThrow(RangeError);
  });
});

describe('openTimeline', () => {
  it('says why a setup cannot start a game instead of throwing', () => {
    const opened = openTimeline({ ...golden.setup, placements: [{ unitId: 'nobody', hex: { col: 0, row: 0 } }] }, 1);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.problems.join(' ')).toMatch(/unknown unit 'nobody'/);
  });

  it('opens a session', () => {
    const opened = openTimeline(golden.setup, golden.seed, golden.actions.slice(0, 3));
    expect(opened.ok && opened.timeline.length).toBe(3);
  });
});
