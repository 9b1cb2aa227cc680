// Rules 22.2.2.
/**
 * Optional rule 22.2.2, bridge building (module 'bridge-building'): in the Engineering Phase an undisrupted engineer
 * in one of the two hexes of a river or stream hexside spends 3 CP and rolls on the Demolition Table's engineer
 * column; "Dx" places a bridge marker, which works as a printed bridge (the ruleset's bridge type spanning the
 * hexside, else its first demolishable bridge type). Never on a printed bridge or another marker, never next to an
 * all-river (or all-sea) hex. Each side has the scenario's number of markers (params `markers`, or `markers.<sideId>`;
 * Atoll default 1); a marker demolished later is removed and not replaced (demolition-targets.ts).
 */
import { terrainById, type HexsideType } from '../../../ruleset';
import type { BuildBridgeAction } from '../../engineering/actions-engineering';
import { cpOf, spendCp } from '../../command-points/command-points';
import { rollDemolitionTable } from '../../engineering/engineering';
import { ruleError, type RuleError } from '../../core/errors';
import { hexesOfHexside, hexsideChanges, hexsideTarget, liveHexsideType, setHexsideType } from '../../engineering/live-hexsides';
import { accept, refusal, type ApplyResult } from '../../core/result';
import { moduleNumber, moduleOn, SPECIAL_RULE_MODULES } from '../../scenario/special-rules';
import { phasingSide, type GameState, withParts } from '../../core/state';
import { startWork } from '../../core/work';
import { checkBridgeWork, hexsideWork } from './bridge-repair';

export const BUILD_CP = 3;
const MODULE = SPECIAL_RULE_MODULES.bridgeBuilding;

export function bridgeMarkersLeft(state: GameState, sideId: string): number {
  const limit = moduleNumber(state, MODULE, 'markers', sideId);
  return Math.max(0, limit - (hexsideChanges(state).bridgeMarkers?.[sideId] ?? 0));
}

/** The bridge type a marker puts on a hexside of type `over`, if the hexside may be bridged at all. */
function bridgeFor(state: GameState, over: string | null): HexsideType | undefined {
  const types = state.board.ruleset.hexsides;
  const bridges = types.filter((h) => h.kind === 'bridge' && h.demolishedAs !== undefined);
  const spanned = new Set(bridges.flatMap((h) => (h.spans ? [h.spans] : [])));
  if (over === null || !(spanned.has(over) || over === 'stream') || types.find((h) => h.id === over)?.kind !== 'water') return undefined;
  return bridges.find((h) => h.spans === over) ?? bridges[0];
}

function checkBuild(state: GameState, action: BuildBridgeAction): RuleError | null {
  const base = checkBridgeWork(state, action.unitId, action.hexside, moduleOn(state, MODULE), 'Bridge building', '22.2.2');
  if (base) return base;
  const { board } = state;
  const target = hexsideTarget(board, action.hexside);
  if (!bridgeFor(state, liveHexsideType(board, action.hexside))) return ruleError('illegal-engineering', `The ${target.label} is no river or stream hexside without a bridge.`, '22.2.2');
  const water = hexesOfHexside(board, action.hexside).map((at) => terrainById(board.ruleset, board.terrainIds[board.terrainAt[at]])?.water);
  if (water.some((w) => w === 'river' || w === 'sea')) return ruleError('illegal-engineering', 'All-river hexes cannot be bridged.', '22.2.2');
  const side = phasingSide(state).id;
  if (bridgeMarkersLeft(state, side) < 1) return ruleError('illegal-engineering', `${side} has placed every bridge marker the scenario gives it.`, '22.2.2');
  if (cpOf(state, side) < BUILD_CP) return ruleError('not-enough-cp', `Building a bridge costs ${BUILD_CP} CP and ${side} has ${cpOf(state, side)}.`, '22.2.2');
  return null;
}

export function applyBuildBridge(state: GameState, action: BuildBridgeAction): ApplyResult {
  const error = checkBuild(state, action);
  if (error) return refusal(error);
  const info = state.board.units[action.unitId];
  const target = hexsideTarget(state.board, action.hexside);
  const spent = spendCp(state, info.sideId, BUILD_CP, `Bridging the ${target.label}`, '22.2.2');
  if (!spent.ok) return refusal(spent.error);
  const work = startWork(spent.state);
  work.events.push(...spent.events);
  if (rollDemolitionTable(work, info.id, 'build-bridge', target, '22.2.2') === 'success') {
    const bridge = bridgeFor(state, liveHexsideType(state.board, action.hexside));
    const built = setHexsideType(work.state, action.hexside, bridge?.id ?? null, info.sideId);
    const changes = hexsideChanges(built);
    const used = { ...(changes.bridgeMarkers ?? {}), [info.sideId]: (changes.bridgeMarkers?.[info.sideId] ?? 0) + 1 };
    work.state = withParts(built, { hexsides: { ...changes, bridgeMarkers: used } });
    work.events.push({ type: 'bridge-built', side: info.sideId, unitId: info.id, target: hexsideTarget(work.state.board, action.hexside), markersLeft: bridgeMarkersLeft(work.state, info.sideId), rule: '22.2.2' });
  }
  return accept(work.state, work.events);
}

export function buildBridgeActions(state: GameState): BuildBridgeAction[] {
  if (state.phase !== 'engineering' || !moduleOn(state, MODULE)) return [];
  return hexsideWork(state, (unitId, hexside) => ({ type: 'buildBridge', unitId, hexside }), (a) => checkBuild(state, a) === null);
}
