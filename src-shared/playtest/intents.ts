/**
 * From the engine's legal actions to what a player clicks: every legal action with a label for the searchable "all
 * legal actions" list, the units and hexes it concerns, grouped by unit (what can this unit do) and by hex (what can be
 * done here); and the obvious actions still open to a side (units that could still move, enter, drop or attack) for
 * the "End phase?" question. The engine decides what is legal; this only names it.
 */
import { hexKey, parseHexsideKey } from '../hex';
import {
  assessAttack,
  hexAt,
  standingObstacles,
  combatOf,
  entryOptions,
  hexIndex,
  legalActions,
  phasingSide,
  PHASES,
  poolOf,
  progressOf,
  reachableHexes,
  type Action,
  type GameState,
} from '../engine';
import type { HexRef } from '../model';
import type { Names } from './names';
import { orderItemName } from './narrate-arrival-orders';
import { effectText } from './narrate-scenario';
import { listOf, mp } from './narration';

export type ActionIntent = {
  readonly action: Action;
  /** What the action does, for the "all legal actions" list. */
  readonly label: string;
  /** The units it moves, uses or picks, the acting one first. */
  readonly units: readonly string[];
  /** The hexes it targets (a destination, a defender hex, a drop zone), in order. */
  readonly hexes: readonly HexRef[];
};

function hexsideText(names: Names, key: string): string {
  const side = parseHexsideKey(names.board.geom, key);
  return side ? `between ${names.hex(side.hex)} and ${names.hex(side.other)}` : 'on a hexside';
}

function hexsideHexes(names: Names, key: string): HexRef[] {
  const side = parseHexsideKey(names.board.geom, key);
  return side ? [side.hex, side.other] : [];
}

function terrainIn(names: Names, hex: HexRef): string {
  const { board } = names;
  return names.terrain(board.terrainIds[board.terrainAt[hexIndex(board, hex)]]).toLowerCase();
}

function unitHex(state: GameState, unitId: string): HexRef[] {
  const hex = Object.hasOwn(state.units, unitId) ? state.units[unitId].hex : null;
  return hex ? [hex] : [];
}

/** The hex of the carrier a unit is aboard, or none. */
function aboardHex(state: GameState, unitId: string): HexRef[] {
  const carrier = Object.hasOwn(state.units, unitId) ? state.units[unitId].aboard : undefined;
  return carrier ? unitHex(state, carrier) : [];
}

type ReachOf = (unitId: string) => ReturnType<typeof reachableHexes>;

/** The label, units and hexes of one action in this state (`reachOf`: the unit's reach, kept by a caller that
 *  describes many moves of one state, since working out a reach with its paths costs far more than the label). */
export function describeAction(state: GameState, action: Action, names: Names, reachOf: ReachOf = (id) => reachableHexes(state, id)): ActionIntent {
  const intent = (label: string, units: readonly string[], hexes: readonly HexRef[]): ActionIntent => ({ action, label, units, hexes });
  const a = action;
  switch (a.type) {
    case 'endPhase': {
      const last = state.player === state.board.sides.length - 1 && phasingSide(state).phases.at(-1) === state.phase;
      return intent(`End the ${PHASES[state.phase].name}${last ? ` and turn ${state.turn}` : ''}`, [], []);
    }
    case 'move':
      return intent(`Move ${names.unit(a.unitId)} along ${a.path.map((h) => names.hex(h)).join(' → ')}`, [a.unitId], a.path);
    case 'moveTo': {
      const entry = reachOf(a.unitId).get(hexKey(a.to));
      return intent(`Move ${names.unit(a.unitId)} to ${names.hex(a.to)}${entry ? ` (${mp(entry.cost)} MP${entry.endsInEzoc ? ', enemy ZOC' : ''})` : ''}`, [a.unitId], [a.to]);
    }
    case 'fastMove':
      return intent(`Fast movement for ${names.unit(a.unitId)} (1 CP, one die of extra MP)`, [a.unitId], unitHex(state, a.unitId));
    case 'attack': {
      const ranged = a.ranged ?? [];
      const odds = assessAttack(state, a);
      const column = odds.ok ? ` (${odds.assessment.attack} against ${odds.assessment.defence}, column ${odds.assessment.finalColumn.label})` : '';
      const who = [...(a.attackers.length > 0 ? [names.units(a.attackers)] : []), ...(ranged.length > 0 ? [`${names.units(ranged)} firing from range`] : [])].join(', with ');
      return intent(`Attack ${names.hex(a.defenderHex)} with ${who}${column}`, [...a.attackers, ...ranged], [a.defenderHex]);
    }
    case 'pursue':
      return intent(`Pursue with ${names.unit(a.unitId)} into ${a.path.map((h) => names.hex(h)).join(' → ')}`, [a.unitId], a.path);
    case 'regroup':
      return intent(`Regroup ${names.unit(a.unitId)} (1 CP)`, [a.unitId], unitHex(state, a.unitId));
    case 'choose': {
      const decision = state.reinforcement?.pending.find((d) => d.id === a.decisionId);
      const options = decision?.kind === 'choice' ? a.options.map((i) => (decision.options[i] ? effectText(names, decision.options[i]) : `option ${i + 1}`)) : a.options.map((i) => `option ${i + 1}`);
      return intent(`Choose ${listOf(options)}`, [], []);
    }
    case 'pickUnits':
      return intent(`Pick the arriving units: ${names.units(a.unitIds)}`, a.unitIds, []);
    case 'enter':
      return intent(`Bring ${names.unit(a.unitId)} on at ${names.hex(a.hex)}`, [a.unitId], [a.hex]);
    case 'evacuate':
      return intent(`Evacuate ${names.unit(a.unitId)} off the map`, [a.unitId], unitHex(state, a.unitId));
    case 'commitStrikes': {
      const what = a.kind === 'air' ? 'airstrikes' : 'naval gunfire';
      const targets = a.targets.map((t) => `${listOf(t.strikeIds.map((id) => names.strike(id)))} on ${names.hex(t.hex)}`);
      return intent(`Commit ${what} (1 CP): ${targets.join('; ')}`, [], a.targets.map((t) => t.hex));
    }
    case 'placeDropZone':
      return intent(`Place a drop zone at ${names.hex(a.hex)}`, [], [a.hex]);
    case 'airdrop':
      return intent(`Air drop ${names.unit(a.unitId)} on ${names.hex(a.hex)}`, [a.unitId], [a.hex]);
    case 'submitArrivalPlan':
      return intent(`${names.side(a.side)} arrival plan: ${a.order.map((c) => names.contingent(c)).join(', then ')}`, [], []);
    case 'sealArrivalOrder':
      return intent(a.order ? `${names.side(a.side)} arrival order: ${a.order.map((i) => orderItemName(names, i)).join(', then ')}` : `${names.side(a.side)} arrival order: roll it with the dice`, [], []);
    case 'demolish':
      return 'hex' in a.target
        ? intent(`${names.unit(a.unitId)}: demolish the ${terrainIn(names, a.target.hex)} in ${names.hex(a.target.hex)}`, [a.unitId], [a.target.hex])
        : intent(`${names.unit(a.unitId)}: demolish the bridge ${hexsideText(names, a.target.hexside)}`, [a.unitId], hexsideHexes(names, a.target.hexside));
    case 'buildRoadblock':
      return intent(`${names.unit(a.unitId)}: build a roadblock${unitHex(state, a.unitId).map((h) => ` in ${names.hex(h)}`).join('')}`, [a.unitId], unitHex(state, a.unitId));
    case 'repairBridge':
      return intent(`${names.unit(a.unitId)}: repair the bridge ${hexsideText(names, a.hexside)}`, [a.unitId], hexsideHexes(names, a.hexside));
    case 'buildBridge':
      return intent(`${names.unit(a.unitId)}: build a bridge ${hexsideText(names, a.hexside)}`, [a.unitId], hexsideHexes(names, a.hexside));
    case 'dropSupplies':
      return intent(`Drop an air supply marker on ${names.hex(a.hex)}`, [], [a.hex]);
    case 'useAirSupply':
      return intent(`Use the air supply in ${names.hex(a.hex)}: its disrupted units regroup`, [], [a.hex]);
    case 'repairRefinery':
      return intent(`${names.unit(a.unitId)}: repair the refinery${unitHex(state, a.unitId).map((h) => ` in ${names.hex(h)}`).join('')}`, [a.unitId], unitHex(state, a.unitId));
    case 'napalmStrike':
      return intent(`Napalm strike on ${names.hex(a.hex)} with ${names.strike(a.strikeId)} (1 CP)`, [], [a.hex]);
    case 'declareBanzai':
      return intent(`Declare a Banzai charge led by ${names.unit(a.leaderId)}${a.unitIds.length > 0 ? ` with ${names.units(a.unitIds)}` : ''}`, [a.leaderId, ...a.unitIds], unitHex(state, a.leaderId));
    case 'fireStarshell':
      return intent(`Fire a starshell at ${names.hex(a.hex)}`, [], [a.hex]);
    case 'fireCanister':
      return intent(`${names.unit(a.unitId)}: fire canister at ${a.hexes.map((h) => names.hex(h)).join(' and ')}`, [a.unitId], a.hexes);
    case 'clearObstacle': {
      const site = standingObstacles(state).find((o) => o.id === a.obstacle);
      const hexes = site ? site.hexes.map((at) => hexAt(state.board, at)) : [];
      const what = site ? (site.kind === 'hexside' ? `the ${site.name.toLowerCase()} ${hexsideText(names, site.id)}` : `the ${site.name.toLowerCase()} in ${names.hex(hexes[0])}`) : 'an obstacle';
      return intent(`${names.units(a.unitIds)}: clear ${what}`, [...a.unitIds], hexes);
    }
    case 'load':
      return intent(`${names.unit(a.unitId)}: board ${names.unit(a.carrierId)}`, [a.unitId, a.carrierId], unitHex(state, a.carrierId));
    case 'unload':
      return intent(`${names.unit(a.unitId)}: get off its carrier${aboardHex(state, a.unitId).map((h) => ` in ${names.hex(h)}`).join('')}`, [a.unitId], aboardHex(state, a.unitId));
    default:
      return unlabelled(a);
  }
}

function unlabelled(action: never): never {
  throw new Error(`no label for action ${JSON.stringify(action)}`);
}

export type GroupedIntents = {
  /** Every legal action, in the engine's order. */
  readonly all: readonly ActionIntent[];
  /** By unit id: what each unit can do. */
  readonly byUnit: ReadonlyMap<string, readonly ActionIntent[]>;
  /** By hex key ("col,row"): what can be done in each hex. */
  readonly byHex: ReadonlyMap<string, readonly ActionIntent[]>;
  /** Actions with neither a unit nor a hex (end the phase, choose a table result, write an arrival plan). */
  readonly general: readonly ActionIntent[];
};

/** The legal actions of the state (or those given), labelled and grouped. */
export function groupIntents(state: GameState, names: Names, actions: readonly Action[] = legalActions(state)): GroupedIntents {
  const reaches = new Map<string, ReturnType<typeof reachableHexes>>();
  const reachOf: ReachOf = (id) => {
    let reach = reaches.get(id);
    if (!reach) reaches.set(id, (reach = reachableHexes(state, id)));
    return reach;
  };
  const all = actions.map((a) => describeAction(state, a, names, reachOf));
  const byUnit = new Map<string, ActionIntent[]>();
  const byHex = new Map<string, ActionIntent[]>();
  const general: ActionIntent[] = [];
  const add = (map: Map<string, ActionIntent[]>, key: string, intent: ActionIntent) => {
    const list = map.get(key);
    if (list) {
      if (!list.includes(intent)) list.push(intent);
    } else map.set(key, [intent]);
  };
  for (const intent of all) {
    for (const id of intent.units) add(byUnit, id, intent);
    for (const hex of intent.hexes) add(byHex, hexKey(hex), intent);
    if (intent.units.length === 0 && intent.hexes.length === 0) general.push(intent);
  }
  return { all, byUnit, byHex, general };
}

/** The legal actions whose label holds every word of the query, in any case (the searchable list). */
export function searchIntents(intents: readonly ActionIntent[], query: string): ActionIntent[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  return intents.filter((i) => {
    const label = i.label.toLowerCase();
    return words.every((w) => label.includes(w));
  });
}

export type ObviousAction = { readonly unitId: string; readonly could: 'move' | 'enter' | 'drop' | 'attack' };

export type ObviousActions = {
  readonly units: readonly ObviousAction[];
  /** "3 units could still move and 1 could still attack." — null when there is nothing obvious left. */
  readonly summary: string | null;
};

/**
 * What the side could obviously still do in this phase before ending it: units that have not moved and can, units
 * waiting to enter or to be dropped that can, units that have not attacked and could. Empty when the side is not
 * phasing, or the game is over.
 */
export function obviousActions(state: GameState, sideId: string): ObviousActions {
  if (state.over || phasingSide(state).id !== sideId) return { units: [], summary: null };
  const { board } = state;
  const legal = legalActions(state);
  const units: ObviousAction[] = [];
  const mine = (id: string) => board.units[id].sideId === sideId;
  if (state.phase === 'movement') {
    for (const id of board.unitIds) {
      if (!mine(id) || !state.units[id].hex || progressOf(state, id).hexesEntered > 0) continue;
      if (legal.some((a) => a.type === 'moveTo' && a.unitId === id)) units.push({ unitId: id, could: 'move' });
    }
    for (const id of Object.keys(poolOf(state)).sort()) if (mine(id) && entryOptions(state, id).options.length > 0 && legal.some((a) => a.type === 'enter' && a.unitId === id)) units.push({ unitId: id, could: 'enter' });
  } else if (state.phase === 'airborne-landing') {
    for (const id of [...new Set(legal.flatMap((a) => (a.type === 'airdrop' ? [a.unitId] : [])))].sort()) units.push({ unitId: id, could: 'drop' });
  } else if (state.phase === 'ground-attack') {
    const attacked = combatOf(state).attacked;
    const able = new Set(legal.flatMap((a) => (a.type === 'attack' ? [...a.attackers, ...(a.ranged ?? [])] : [])));
    for (const id of board.unitIds) if (mine(id) && able.has(id) && !Object.hasOwn(attacked, id)) units.push({ unitId: id, could: 'attack' });
  }
  const count = (could: ObviousAction['could']) => units.filter((u) => u.could === could).length;
  const verbs: [ObviousAction['could'], string][] = [['move', 'move'], ['enter', 'enter the map'], ['drop', 'be dropped'], ['attack', 'attack']];
  const parts = verbs.filter(([c]) => count(c) > 0).map(([c, verb], i) => `${i === 0 ? `${count(c)} unit${count(c) === 1 ? '' : 's'}` : count(c)} could still ${verb}`);
  return { units, summary: parts.length > 0 ? `${listOf(parts)}.` : null };
}
