import path from 'node:path';
import { rollDie, seedRng, type RngState } from '../../src-shared/dice';
import { reachableHexes, setupFromScenario, type Action, type GameState, type Placement } from '../../src-shared/engine';
import { BotDice } from '../../src-shared/engine/bots';
import { emptyDocument, makeSide, type ScenarioDocument } from '../../src-shared/model';
import { sessionFileText } from '../../src-shared/engine/session-file';
import { Timeline } from '../../src-shared/playtest';
import { ProjectStore } from '../../src-main/services/project-store';

/**
 * The play-test benchmark's scenario: a side × side map of land terrain (fixed seed) with `units` rifle platoons, half a
 * side in the north rows and half in the south, a 12-turn track; and where they start (a platoon per hex, spread out).
 */
export function playtestScenario(side: number, units: number): { doc: ScenarioDocument; placements: Placement[] } {
  const doc = emptyDocument();
  doc.info = { ...doc.info, title: `Bench ${side}x${side}` };
  doc.map = { ...doc.map, cols: side, rows: side };
  const land = ['clear', 'jungle', 'kunai', 'palms', 'beach'].filter((id) => doc.ruleset.terrain.some((t) => t.id === id));
  let rng: RngState = seedRng(`playtest-bench-${side}`);
  const roll = (n: number) => {
    const r = rollDie(rng, n);
    rng = r.state;
    return r.value;
  };
  for (let row = 0; row < side; row++) for (let col = 0; col < side; col++) doc.hexes.push({ col, row, terrain: land[roll(land.length) - 1], elevation: 0 });
  doc.sides = [
    makeSide({ id: 'north', name: 'North', colour: '#8c2f1f', role: 'attacker', setupOrder: 1 }),
    makeSide({ id: 'south', name: 'South', colour: '#2f5d8c', role: 'defender', setupOrder: 2 }),
  ];
  doc.contingents = [
    { id: 'n', code: 'N', name: 'North force', sideId: 'north', colours: { background: '#d9a48f', text: '#000000' } },
    { id: 's', code: 'S', name: 'South force', sideId: 'south', colours: { background: '#9fb8d4', text: '#000000' } },
  ];
  doc.unitTypes = [
    { id: 'rifle', name: 'Rifle platoon', unitClass: 'light infantry', sidc: 'SFGPUCI----D---', size: '•••', movementClass: 'foot', flags: [], stepModel: 'two-sided', steps: [{ label: 'Front', combat: 3, range: 1, ma: 4 }, { label: 'Disrupted', combat: 1, range: 1, ma: 4 }] },
  ];
  const rows = 10;
  doc.zones = [
    { id: 'north-rows', name: 'North rows', colour: '#d9a48f', purpose: 'setup', hexes: [] },
    { id: 'south-rows', name: 'South rows', colour: '#9fb8d4', purpose: 'setup', hexes: [] },
  ];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < side; col++) {
      doc.zones[0].hexes.push({ col, row });
      doc.zones[1].hexes.push({ col, row: side - 1 - row });
    }
  const placements: Placement[] = [];
  for (let u = 0; u < units; u++) {
    const north = u % 2 === 0;
    const i = Math.floor(u / 2);
    doc.units.push({ id: `u${u}`, designation: `${north ? 'N' : 'S'}${i + 1}`, typeId: 'rifle', contingentId: north ? 'n' : 's', hidden: false, setup: { kind: 'area', area: { kind: 'zone', zoneId: north ? 'north-rows' : 'south-rows' } } });
    const col = (i * 2) % side;
    const row = Math.floor((i * 2) / side) * 2 + (north ? 0 : 1);
    placements.push({ unitId: `u${u}`, hex: { col, row: north ? row : side - 1 - row } });
  }
  for (let t = 1; t <= 12; t++) doc.turns.push({ id: `t${t}`, index: t, label: `Turn ${t}`, date: '', timeOfDay: 'day', night: false, cp: { north: 3, south: 3 }, notes: '' });
  return { doc, placements };
}

/** The scenario as a project file in `dir`, and its path. */
export function writePlaytestProject(dir: string, doc: ScenarioDocument): string {
  const file = path.join(dir, `playtest-bench-${doc.map.cols}.atoll`);
  ProjectStore.create(file, doc).close();
  return file;
}

/**
 * A long session on the scenario: in each Movement Phase forty units of the phasing side move hex by hex as far as they
 * can (one hex per action, the cheapest steps); every other phase ends at once. Returns the session file's text
 * (scenario embedded), as `atoll replay` reads it and sessions.import takes it.
 */
export function longSession(doc: ScenarioDocument, placements: readonly Placement[], actions: number): string {
  const timeline = new Timeline(setupFromScenario(doc, placements), 1);
  const dice = new BotDice('playtest-bench');
  let moved = 0;
  let unit: string | null = null;
  const step = (state: GameState, unitId: string): Action | null => {
    const steps = [...reachableHexes(state, unitId).values()].filter((e) => e.path.length === 1 && !e.minimumMove);
    return steps.length > 0 ? { type: 'move', unitId, path: dice.pick(steps).path } : null;
  };
  while (timeline.length < actions && !timeline.current.over) {
    const state = timeline.current;
    let action: Action | null = null;
    if (state.phase === 'movement' && moved < 40) {
      action = unit ? step(state, unit) : null;
      if (!action) {
        const side = state.board.sides[state.player].id;
        const ready = state.board.unitIds.filter((id) => state.board.units[id].sideId === side && state.units[id].hex && !state.movement.units[id]);
        unit = ready.length > 0 ? ready[dice.int(ready.length)] : null;
        moved++;
        action = unit ? step(state, unit) : null;
      }
    }
    if (!action) {
      action = { type: 'endPhase' };
      moved = 0;
      unit = null;
    }
    const result = timeline.append(action);
    if (!result.ok) throw new Error(`bench session: ${result.error.message}`);
  }
  return sessionFileText({ note: `bench: ${timeline.length} actions`, scenario: doc, placements, seed: 1, actions: timeline.actions });
}
