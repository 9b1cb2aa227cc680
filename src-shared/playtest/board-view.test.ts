import { describe, expect, it } from 'vitest';
import '../engine/testing/test-guards';
import { hexIndex, scoreVictory, type GameEvent } from '../engine';
import { botGame, goldenReplay } from '../../tests/support/playtest-games';
import { counterView, liveScore, markers, sequenceOfPlay, stackAt, stacks, turnTrack } from './board-view';
import { offMapDisplay } from './off-map';
import { Timeline } from './timeline';

const golden = goldenReplay('palembang-greedy-1.session.json');
const palembang = new Timeline(golden.setup, golden.seed, golden.actions);
const taremoGame = botGame('taremo', 1, 'greedy');
const taremo = new Timeline(taremoGame.session.setup, taremoGame.session.seed, taremoGame.session.actions);

/** The first action count after which an event of the type has happened. */
function after(timeline: Timeline, type: GameEvent['type'], pick: (e: GameEvent) => boolean = () => true): number {
  const found = timeline.events.find((e) => e.event.type === type && pick(e.event));
  if (!found) throw new Error(`no ${type}`);
  return found.actionIndex + 1;
}

describe('stacks', () => {
  it('lists every unit on the map once, in its hex, in the board order, with the side and the stacking points', () => {
    for (const count of [0, 40, 120, palembang.length]) {
      const state = palembang.stateAt(count);
      const shown = stacks(state).flatMap((s) => s.units.map((u) => ({ id: u.unitId, at: hexIndex(state.board, s.hex), side: s.sideId })));
      const onMap = state.board.unitIds.filter((id) => state.units[id].hex);
      expect(shown.map((u) => u.id).sort()).toEqual(onMap);
      for (const u of shown) {
        expect(u.at).toBe(hexIndex(state.board, state.units[u.id].hex as NonNullable<(typeof state.units)[string]['hex']>));
        expect(u.side).toBe(state.board.units[u.id].sideId);
      }
      for (const s of stacks(state)) {
        const order = s.units.map((u) => state.board.unitIds.indexOf(u.unitId));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(s.points).toBeGreaterThan(0);
      }
    }
    expect(stackAt(palembang.stateAt(0), { col: 0, row: 0 })).toBeNull();
  });

  it('marks the hexes the engine counts over-stacked', () => {
    const count = after(palembang, 'over-stacked');
    const event = palembang.eventsOf(count - 1).find((e) => e.type === 'over-stacked');
    // Over-stacking is checked as the phase ends: the stack shown just before shows it.
    if (event?.type !== 'over-stacked') throw new Error('no over-stacked event');
    const before = stackAt(palembang.stateAt(count - 1), event.at);
    expect(before?.overStacked).toBe(true);
    expect(before?.points).toBe(event.total);
  });

  it('shows the back of a disrupted two-sided counter and the current step of a chain counter', () => {
    const disrupted = after(palembang, 'unit-disrupted', (e) => e.type === 'unit-disrupted' && !e.wasDisrupted);
    const event = palembang.eventsOf(disrupted - 1).find((e) => e.type === 'unit-disrupted');
    if (event?.type !== 'unit-disrupted') throw new Error('no disruption');
    const state = palembang.stateAt(disrupted);
    if (state.units[event.unitId].hex) {
      expect(counterView(state, event.unitId)).toMatchObject({ stepIndex: 1, face: 'back', disrupted: true, reduced: false });
    }
    expect(counterView(palembang.stateAt(disrupted - 1), event.unitId)).toMatchObject({ stepIndex: 0, face: 'front', disrupted: false });
    const lost = after(taremo, 'unit-step-lost', (e) => e.type === 'unit-step-lost' && e.to !== null);
    const stepEvent = taremo.eventsOf(lost - 1).find((e) => e.type === 'unit-step-lost');
    if (stepEvent?.type !== 'unit-step-lost' || stepEvent.to === null) throw new Error('no step loss');
    expect(counterView(taremo.stateAt(lost), stepEvent.unitId)).toMatchObject({ stepIndex: stepEvent.to, face: 'step', reduced: true });
  });

  it('shows hidden units as hidden until they are revealed', () => {
    const revealed = after(taremo, 'unit-revealed');
    const event = taremo.eventsOf(revealed - 1).find((e) => e.type === 'unit-revealed');
    if (event?.type !== 'unit-revealed') throw new Error('no reveal');
    expect(counterView(taremo.stateAt(revealed - 1), event.unitId).hidden).toBe(true);
    expect(counterView(taremo.stateAt(revealed), event.unitId).hidden).toBe(false);
  });
});

describe('markers', () => {
  it('shows drop zones, roadblocks and objectives with who holds them', () => {
    const zone = after(palembang, 'drop-zone-placed');
    expect(markers(palembang.stateAt(zone - 1)).onMap.filter((m) => m.kind === 'drop-zone')).toHaveLength(0);
    expect(markers(palembang.stateAt(zone)).onMap.filter((m) => m.kind === 'drop-zone')).toHaveLength(1);
    const roadblock = after(palembang, 'roadblock-built');
    const built = (count: number) => markers(palembang.stateAt(count)).onMap.filter((m) => m.kind === 'roadblock' && m.built).length;
    expect(built(roadblock)).toBe(built(roadblock - 1) + 1);
    const end = palembang.current;
    const objectives = markers(end).onMap.filter((m) => m.kind === 'objective');
    expect(objectives).toHaveLength(end.board.scenario.objectives.length);
    const score = scoreVictory(end);
    for (const o of objectives) {
      if (o.kind !== 'objective' || o.heldBy === null || o.vp === 0) continue;
      expect(score.lines.some((l) => l.side === o.heldBy && l.vp === o.vp && l.what.includes('objective'))).toBe(true);
    }
  });

  it('tells a refinery fire from a demolition when given the events so far', () => {
    const fire = after(palembang, 'feature-demolished', (e) => e.type === 'feature-demolished' && /refinery fire/.test(e.cause));
    const state = palembang.stateAt(fire);
    const history = palembang.events.filter((e) => e.actionIndex < fire).map((e) => e.event);
    const burning = markers(state, history).onMap.filter((m) => m.kind === 'demolished' && m.fire);
    expect(burning.length).toBeGreaterThan(0);
    expect(markers(state).onMap.filter((m) => m.kind === 'demolished' && m.fire)).toHaveLength(0);
    expect(markers(palembang.stateAt(fire - 1), history).onMap.filter((m) => m.kind === 'demolished').length).toBeLessThan(markers(state, history).onMap.filter((m) => m.kind === 'demolished').length);
  });

  it('shows starshells burning, the Banzai charge, the CP of each side and the turn marker', () => {
    const shell = after(taremo, 'starshell-fired', (e) => e.type === 'starshell-fired' && e.landed !== null);
    expect(markers(taremo.stateAt(shell)).onMap.some((m) => m.kind === 'starshell')).toBe(true);
    const game2 = botGame('taremo', 2, 'greedy');
    const t2 = new Timeline(game2.session.setup, game2.session.seed, game2.session.actions);
    const declared = after(t2, 'banzai-declared');
    expect(markers(t2.stateAt(declared)).banzai).toEqual([expect.objectContaining({ active: true })]);
    expect(markers(t2.stateAt(declared - 1)).banzai).toEqual([]);
    const state = palembang.stateAt(100);
    const m = markers(state);
    expect(m.cp).toEqual(state.board.sides.map((s) => ({ sideId: s.id, cp: state.cp[s.id] })));
    expect(m.turn).toMatchObject({ turn: state.turn, phase: state.phase, over: false });
    expect(markers(palembang.current).turn.over).toBe(true);
  });
});

describe('tracks and score', () => {
  it('the turn record track marks the current turn, the sequence of play the current phase', () => {
    for (const count of [0, 75, 150]) {
      const state = palembang.stateAt(count);
      const rows = turnTrack(state);
      expect(rows.map((r) => r.index)).toEqual(state.board.turns.map((t) => t.index));
      expect(rows.filter((r) => r.current).map((r) => r.index)).toEqual([state.turn]);
      expect(rows.filter((r) => r.past).every((r) => r.index < state.turn)).toBe(true);
      const phases = sequenceOfPlay(state);
      const current = phases.filter((p) => p.current);
      expect(current).toEqual([expect.objectContaining({ sideId: state.board.sides[state.player].id, phase: state.phase })]);
    }
    expect(turnTrack(palembang.current).some((r) => r.current)).toBe(false);
  });

  it('the live score is the engine score, and at the end the one the game was scored with', () => {
    const end = palembang.current;
    const scored = palembang.events.find((e) => e.event.type === 'victory-scored')?.event;
    if (scored?.type !== 'victory-scored') throw new Error('no score');
    const live = liveScore(end);
    expect(Object.fromEntries(live.sides.map((s) => [s.sideId, s.vp]))).toEqual(scored.score.totals);
    expect(live.level).toBe(scored.score.level);
    expect(live.sides.flatMap((s) => s.lines).length).toBe(scored.score.lines.length);
  });
});

describe('offMapDisplay', () => {
  it('puts every unit of a side in exactly one place: the map, due, the pool, eliminated, removed or off the map', () => {
    for (const timeline of [palembang, taremo]) {
      for (let count = 0; count <= timeline.length; count += 17) {
        const state = timeline.stateAt(count);
        for (const side of state.board.sides) {
          const d = offMapDisplay(state, side.id);
          const due = [...new Set(d.due.flatMap((a) => a.unitIds))];
          const places = [
            ...state.board.unitIds.filter((id) => state.units[id].hex && state.board.units[id].sideId === side.id),
            ...due, ...d.pool.map((p) => p.unitId), ...d.eliminated, ...d.removed.map((r) => r.unitId), ...d.offMap,
          ];
          expect(places.sort()).toEqual(state.board.unitIds.filter((id) => state.board.units[id].sideId === side.id));
        }
      }
    }
  });

  it('lists the reinforcements due by turn, then the pool once they are available', () => {
    const start = palembang.stateAt(0);
    const japanese = offMapDisplay(start, 'japanese');
    expect(japanese.due[0]).toMatchObject({ turn: 1, method: 'airdrop', pick: expect.any(String) });
    expect(japanese.due.map((d) => d.turn)).toEqual([...japanese.due.map((d) => d.turn)].sort((a, b) => a - b));
    expect(japanese.tables.map((t) => t.name)).toContain('Japanese variable entry');
    const available = after(palembang, 'reinforcements-available');
    const pool = offMapDisplay(palembang.stateAt(available), 'japanese').pool;
    expect(pool.length).toBeGreaterThan(0);
    expect(pool[0].entry.method).toBe('airdrop');
  });

  it('lists strike markers with whether they may fly now', () => {
    const start = offMapDisplay(palembang.stateAt(0), 'japanese');
    expect(start.strikes.length).toBe(4);
    const shot = after(palembang, 'strike-shot-down', (e) => e.type === 'strike-shot-down' && e.disposition === 'eliminated');
    const event = palembang.eventsOf(shot - 1).find((e) => e.type === 'strike-shot-down');
    if (event?.type !== 'strike-shot-down') throw new Error('no strike lost');
    expect(offMapDisplay(palembang.stateAt(shot), 'japanese').strikes.find((s) => s.strikeId === event.strikeId)?.status).toBe('eliminated');
  });
});

describe('a scenario without command points', () => {
  it('shows no CP: no CP markers and a turn record track without CP', () => {
    const state = palembang.stateAt(100);
    const off = { ...state, board: { ...state.board, ruleset: { ...state.board.ruleset, commandPoints: false } } };
    expect(markers(off).cp).toEqual([]);
    expect(turnTrack(off).every((r) => Object.keys(r.cp).length === 0)).toBe(true);
    expect(turnTrack(state).every((r) => Object.keys(r.cp).length === state.board.sides.length)).toBe(true);
  });
});
