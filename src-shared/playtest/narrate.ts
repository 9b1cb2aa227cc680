/**
 * Every event of the engine in words a player understands, for the event log: one sentence with the arithmetic the
 * engine gives ("2R/1 moves 1209 → 1310: kunai 2 MP + stream hexside +1 = 3 of 4 MP"), a kind for the log's filter, the
 * hexes and units to show on the map, the dice with the modifiers that applied, and the longer explanation. Names come
 * from `names` (names.ts): designations, side names, hex labels in the map's numbering, catalog names, never raw ids.
 *
 * The switch names every event type: a new event type does not compile until it is narrated.
 */
import type { GameEvent } from '../engine';
import type { Names } from './names';
import { narratePlay, unreachable, type Told } from './narrate-play';
import { narrateArrivalOrder } from './narrate-arrival-orders';
import { narrateScenario } from './narrate-scenario';
import { narrateEngineering, narratePacific } from './narrate-special';
import { narrateObstacles } from './narrate-obstacles';
import { narrateMorale } from './narrate-morale';
import { narrateTransport } from './narrate-transport';
import type { Narration } from './narration';

function told(event: GameEvent, names: Names): Told {
  switch (event.type) {
    case 'phase-started':
    case 'phase-ended':
    case 'turn-started':
    case 'turn-ended':
    case 'game-over':
    case 'cp-reset':
    case 'cp-spent':
    case 'die-rolled':
    case 'fast-move':
    case 'unit-moved':
    case 'over-stacked':
    case 'unit-disrupted':
    case 'unit-eliminated':
    case 'combat-resolved':
    case 'unit-retreated':
    case 'pursuit-open':
    case 'unit-pursued':
    case 'unit-regrouped':
      return narratePlay(event, names);
    case 'table-rolled':
    case 'table-outcome':
    case 'reinforcements-available':
    case 'reinforcements-none':
    case 'strikes-available':
    case 'cp-changed':
    case 'decision-pending':
    case 'decision-made':
    case 'unit-entered':
    case 'reinforcements-held':
    case 'cp-bonus':
    case 'strike-resolved':
    case 'strike-shot-down':
    case 'unit-evacuated':
    case 'units-not-dropped':
    case 'drop-zone-placed':
    case 'unit-air-dropped':
    case 'victory-scored':
    case 'victory-condition':
    case 'arrival-plan-sealed':
    case 'arrival-plan-checked':
      return narrateScenario(event, names);
    case 'demolition-table-rolled':
    case 'feature-demolished':
    case 'demolition-repaired':
    case 'bridge-built':
    case 'roadblock-built':
    case 'roadblock-removed':
    case 'refinery-fire-rolled':
    case 'air-supply-dropped':
    case 'air-supply-used':
      return narrateEngineering(event, names);
    case 'unit-step-lost':
    case 'cave-collapse-roll':
    case 'cave-immune':
    case 'cave-bombarded':
    case 'unit-attacked':
    case 'napalm-pilot':
    case 'banzai-declared':
    case 'banzai-crew-joined':
    case 'banzai-continues':
    case 'banzai-ended':
    case 'retreat-ignored':
    case 'unit-revealed':
    case 'starshell-fired':
    case 'starshells-burnt-out':
    case 'canister-fired':
    case 'tank-killer-detonated':
      return narratePacific(event, names);
    case 'obstacle-cleared':
    case 'feature-fire-rolled':
      return narrateObstacles(event, names);
    case 'morale-rolled':
    case 'morale-fell-back':
    case 'morale-restored':
      return narrateMorale(event, names);
    case 'unit-loaded':
    case 'unit-unloaded':
    case 'passenger-roll':
      return narrateTransport(event, names);
    case 'arrival-order-sealed':
    case 'arrival-order-due':
    case 'arrival-order-revealed':
      return narrateArrivalOrder(event, names);
    default:
      return unreachable(event);
  }
}

const UNIT_FIELDS = ['unitId', 'leaderId', 'defender', 'attacker', 'vehicle', 'carrierId'] as const;
const UNIT_LISTS = ['units', 'unitIds', 'attackers', 'defenders', 'options', 'chosen'] as const;

/** The board's units an event names, in the order it names them (movers and attackers first). */
export function unitsOf(event: GameEvent, names: Names): string[] {
  const isUnit = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(names.board.units, id);
  const found: string[] = [];
  const add = (id: unknown) => {
    if (isUnit(id) && !found.includes(id)) found.push(id);
  };
  const record = event as unknown as Record<string, unknown>;
  for (const key of UNIT_FIELDS) add(record[key]);
  for (const key of UNIT_LISTS) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) add(typeof item === 'object' && item !== null ? (item as { unitId?: unknown }).unitId : item);
  }
  return found;
}

export function narrate(event: GameEvent, names: Names): Narration {
  return { ...told(event, names), units: unitsOf(event, names) };
}
