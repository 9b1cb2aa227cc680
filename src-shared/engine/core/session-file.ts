/**
 * A play-test session as a file (`*.session.json`): the scenario (embedded, or a path to its `.atoll.json` relative to
 * the session file), where the units started, the seed and every action, and optionally the state hash the replay
 * must reach (golden replays). Validated with zod before anything is replayed; the scenario itself is validated by
 * the scenario importer.
 */
import { z } from 'zod';
import { formatPath, HexRefSchema, IdSchema, type ScenarioDocument } from '../../model';
import { issueSentence } from '../../schema/issue-text';
import type { Action } from './actions';
import { setupFromScenario } from '../scenario/scenario-setup';
import type { Placement } from '../scenario/setup-types';
import type { GameSession } from './session';

export const SESSION_FILE_FORMAT = 'atoll-session';
/**
 * The newest session file version: 2 adds `sealArrivalOrder` actions (arrival orders at unit level). A file is written
 * at the lowest version that holds its actions, so sessions without them stay version 1, byte for byte.
 */
export const SESSION_FILE_VERSION = 2;
/** Actions a version-1 file may not hold. */
const SINCE_VERSION_2: readonly string[] = ['sealArrivalOrder'];
/** Far more actions than any game of a bundled scenario takes; a bigger file is refused before it is replayed. */
export const MAX_SESSION_ACTIONS = 1_000_000;

const Ids = z.array(IdSchema).max(1000);
const Path = z.array(HexRefSchema).max(10_000);
const Side = { side: IdSchema.optional() };

export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('endPhase'), ...Side }),
  z.strictObject({ type: z.literal('move'), unitId: IdSchema, path: Path, ...Side }),
  z.strictObject({ type: z.literal('moveTo'), unitId: IdSchema, to: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('fastMove'), unitId: IdSchema, ...Side }),
  z.strictObject({
    type: z.literal('attack'),
    attackers: Ids,
    defenderHex: HexRefSchema,
    ranged: Ids.optional(),
    exchangeUnit: IdSchema.optional(),
    retreatPaths: z.record(IdSchema, Path).optional(),
    ...Side,
  }),
  z.strictObject({ type: z.literal('pursue'), unitId: IdSchema, path: Path, ...Side }),
  z.strictObject({ type: z.literal('regroup'), unitId: IdSchema, ...Side }),
  z.strictObject({ type: z.literal('choose'), decisionId: z.string().min(1).max(200), options: z.array(z.int()).max(100), ...Side }),
  z.strictObject({ type: z.literal('pickUnits'), decisionId: z.string().min(1).max(200), unitIds: Ids, ...Side }),
  z.strictObject({ type: z.literal('enter'), unitId: IdSchema, hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('evacuate'), unitId: IdSchema, ...Side }),
  z.strictObject({
    type: z.literal('commitStrikes'),
    kind: z.enum(['air', 'naval']),
    targets: z.array(z.strictObject({ hex: HexRefSchema, strikeIds: Ids })).max(1000),
    ...Side,
  }),
  z.strictObject({ type: z.literal('placeDropZone'), hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('airdrop'), unitId: IdSchema, hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('submitArrivalPlan'), side: IdSchema, order: Ids }),
  // Version 2: arrival orders at unit level (modules/arrival-orders).
  z.strictObject({ type: z.literal('sealArrivalOrder'), side: IdSchema, order: Ids.optional() }),
  // Engineering and special units (18, 19, 20, 22).
  z.strictObject({ type: z.literal('demolish'), unitId: IdSchema, target: z.union([z.strictObject({ hex: HexRefSchema }), z.strictObject({ hexside: IdSchema })]), ...Side }),
  z.strictObject({ type: z.literal('buildRoadblock'), unitId: IdSchema, ...Side }),
  z.strictObject({ type: z.literal('repairBridge'), unitId: IdSchema, hexside: IdSchema, ...Side }),
  z.strictObject({ type: z.literal('buildBridge'), unitId: IdSchema, hexside: IdSchema, ...Side }),
  z.strictObject({ type: z.literal('dropSupplies'), hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('useAirSupply'), hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('repairRefinery'), unitId: IdSchema, ...Side }),
  // Pacific modules.
  z.strictObject({ type: z.literal('napalmStrike'), strikeId: IdSchema, hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('declareBanzai'), leaderId: IdSchema, unitIds: Ids, ...Side }),
  z.strictObject({ type: z.literal('fireStarshell'), hex: HexRefSchema, ...Side }),
  z.strictObject({ type: z.literal('fireCanister'), unitId: IdSchema, hexes: Path, ...Side }),
  // Obstacles (Atoll 14.9).
  z.strictObject({ type: z.literal('clearObstacle'), obstacle: z.string().min(1).max(200), unitIds: Ids, ...Side }),
  // Transport.
  z.strictObject({ type: z.literal('load'), unitId: IdSchema, carrierId: IdSchema, ...Side }),
  z.strictObject({ type: z.literal('unload'), unitId: IdSchema, ...Side }),
]);

type ParsedAction = z.infer<typeof ActionSchema>;
// Every engine action has a schema here (a new action type does not compile until it gets one) and every parsed
// action is an engine action.
const everyActionHasASchema: [Exclude<Action['type'], ParsedAction['type']>] extends [never] ? true : never = true;
const parsedIsAction = (action: ParsedAction): Action => action;
void everyActionHasASchema;
void parsedIsAction;

const PlacementSchema = z.strictObject({ unitId: IdSchema, hex: HexRefSchema, disrupted: z.boolean().optional() });

export const SessionFileSchema = z.strictObject({
  format: z.literal(SESSION_FILE_FORMAT),
  version: z.int().min(1).max(SESSION_FILE_VERSION, `this session file was written by a newer Atoll (it reads versions 1 to ${SESSION_FILE_VERSION})`),
  /** What the session is, for people ("greedy against greedy, seed 3"). */
  note: z.string().max(500).optional(),
  /** The scenario document itself, or the path of its `.atoll.json` relative to the session file. */
  scenario: z.union([z.strictObject({ file: z.string().min(1).max(1000) }), z.looseObject({ format: z.literal('atoll-scenario') })]),
  placements: z.array(PlacementSchema).max(10_000),
  seed: z.union([z.int(), z.string().max(200)]),
  actions: z.array(ActionSchema).max(MAX_SESSION_ACTIONS),
  /** The stateHash the replay must reach. */
  finalHash: z.string().regex(/^[0-9a-f]{16}$/, 'a 16-digit lower-case hex hash').optional(),
}).superRefine((file, ctx) => {
  if (file.version !== 1) return;
  const at = file.actions.findIndex((a) => SINCE_VERSION_2.includes(a.type));
  if (at >= 0) ctx.addIssue({ code: 'custom', path: ['actions', at, 'type'], message: `a ${file.actions[at].type} action needs a session file of version 2 or later` });
});

export type SessionFile = z.infer<typeof SessionFileSchema>;
export type SessionFileProblem = { readonly path: string; readonly message: string };

const MAX_REPORTED = 20;

/** Parses and validates a session file's text; every problem is reported with its JSON path. */
export function parseSessionFile(text: string): { ok: true; file: SessionFile } | { ok: false; problems: SessionFileProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [{ path: '$', message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  if (!record || record.format !== SESSION_FILE_FORMAT) return { ok: false, problems: [{ path: '$.format', message: `not an Atoll session (expected "format": "${SESSION_FILE_FORMAT}")` }] };
  const parsed = SessionFileSchema.safeParse(data);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, problems: parsed.error.issues.slice(0, MAX_REPORTED).map((issue) => ({ path: formatPath(issue.path), message: issueSentence(issue) })) };
}

/** The engine session a file describes, given its scenario document. */
export function sessionOf(file: SessionFile, doc: ScenarioDocument): GameSession {
  return { setup: setupFromScenario(doc, file.placements), seed: file.seed, actions: file.actions };
}

/** A session as written to a file, in the engine's own types. */
export type SessionFileInput = {
  readonly note?: string;
  readonly scenario: ScenarioDocument | { readonly file: string };
  readonly placements: readonly Placement[];
  readonly seed: number | string;
  readonly actions: readonly Action[];
  readonly finalHash?: string;
};

/**
 * A session file's text: the header fields first, then one placement and one action per line, so a changed replay
 * diffs line by line.
 */
export function sessionFileText(input: SessionFileInput): string {
  const { note, scenario, seed, finalHash, placements, actions } = input;
  const version = actions.some((a) => SINCE_VERSION_2.includes(a.type)) ? SESSION_FILE_VERSION : 1;
  const header = { format: SESSION_FILE_FORMAT, version, note, scenario, seed, finalHash };
  const head = Object.entries(header).flatMap(([key, value]) => (value === undefined ? [] : [`  ${JSON.stringify(key)}: ${JSON.stringify(value)}`]));
  const list = (key: string, items: readonly unknown[]) =>
    items.length === 0 ? `  ${JSON.stringify(key)}: []` : `  ${JSON.stringify(key)}: [\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return `{\n${[...head, list('placements', placements), list('actions', actions)].join(',\n')}\n}\n`;
}
