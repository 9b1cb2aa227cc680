/**
 * Play-test sessions stored in the project: the scenario as it was when the session started, where the units started,
 * the seed, who plays each side and every action, appended as play goes on. The backend replays what it stores, so a
 * stored session always replays (an appended action the engine refuses is refused), and it reports how far a session
 * got (turn, game over, outcome) from its own replay.
 */
import { z } from 'zod';
import { ActionSchema, MAX_SESSION_ACTIONS } from '../engine/session-file';
import { HexRefSchema, IdSchema, ScenarioDocumentShape } from '../model';

const Handle = z.string().min(1).max(64);

export const SessionIdSchema = z.string().regex(/^ses-[0-9a-z]{1,40}$/, 'a session id');
export const SessionNameSchema = z.string().trim().min(1, 'a session needs a name').max(200);
export const PLAYER_KINDS = ['human', 'greedy', 'random'] as const;
export const PlayerKindSchema = z.enum(PLAYER_KINDS);
export type PlayerKind = z.infer<typeof PlayerKindSchema>;
/** Who plays each side, by side id; a side that is not named is played by a person. */
export const PlayersSchema = z.record(IdSchema, PlayerKindSchema).refine((p) => Object.keys(p).length <= 32, 'at most 32 sides');
export type Players = z.infer<typeof PlayersSchema>;
export const SeedSchema = z.union([z.int(), z.string().max(200)]);
export const PlacementSchema = z.strictObject({ unitId: IdSchema, hex: HexRefSchema, disrupted: z.boolean().optional() });
const Placements = z.array(PlacementSchema).max(10_000);

/** A side of the session's scenario, in the scenario's order: who may be named in `players`. */
export const SessionSideSchema = z.object({ id: IdSchema, name: z.string() });
export type SessionSide = z.infer<typeof SessionSideSchema>;

/** How a finished game ended (the engine's GameOutcome). */
export const SessionOutcomeSchema = z.object({
  kind: z.enum(['sudden-death', 'end-game']),
  winner: z.string().nullable(),
  level: z.string(),
});
export type SessionOutcome = z.infer<typeof SessionOutcomeSchema>;

/** Most actions one `sessions.append` call may carry (a bot playing a whole game in one go stays well below). */
export const MAX_APPEND_ACTIONS = 20_000;
/** The largest session file `sessions.import` reads: a scenario at its own limit plus a long log, within the host's request limit. */
export const MAX_SESSION_TEXT_CHARS = 40 * 1024 * 1024;

export const SessionSummarySchema = z.object({
  id: SessionIdSchema,
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seed: SeedSchema,
  actionCount: z.int(),
  /** The turn the game is in after its last action (the turn track's index), and that turn's label. */
  turnReached: z.int(),
  turnLabel: z.string(),
  over: z.boolean(),
  /** Null while the game goes on, and for a game over without victory conditions. */
  outcome: SessionOutcomeSchema.nullable(),
  sides: z.array(SessionSideSchema),
  players: PlayersSchema,
  /** The session this one was branched from, and how many of its actions it shares. */
  parentId: SessionIdSchema.nullable(),
  branchedAt: z.int().nullable(),
  /** The scenario's title when the session started. */
  scenarioTitle: z.string(),
  /** The project's scenario now differs from the session's snapshot in something the rules read. */
  scenarioChanged: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionDetailSchema = z.object({
  summary: SessionSummarySchema,
  /** The document the session plays on (its snapshot), with where the units start, the seed and the log. */
  scenario: ScenarioDocumentShape,
  placements: Placements,
  actions: z.array(ActionSchema),
});
export type SessionDetail = z.infer<typeof SessionDetailSchema>;

/** Where a stored log now stands: its state hash, for the renderer to check its own replay against. */
export const AppendResultSchema = z.object({ summary: SessionSummarySchema, stateHash: z.string() });

export const ImportResultSchema = z.object({
  summary: SessionSummarySchema,
  /** Actions in the file, and how many replayed and were kept. */
  total: z.int(),
  kept: z.int(),
  /** The first action the engine refused (nothing after it was kept), or null when all replayed. */
  refused: z.object({ index: z.int(), type: z.string(), reason: z.string() }).nullable(),
  /** The file's pinned finalHash against the hash the replay reached: none pinned, matches, or differs. */
  pinnedHash: z.enum(['none', 'matches', 'differs']),
});
export type SessionImportResult = z.infer<typeof ImportResultSchema>;

const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });
const Ref = { handle: Handle, id: SessionIdSchema };

export const SESSION_METHODS = {
  /** The project's sessions, newest first (deleted ones left out). */
  'sessions.list': method(z.strictObject({ handle: Handle }), z.array(SessionSummarySchema)),
  /** A new session on the project's scenario as it is now; refused when the game cannot start. */
  'sessions.create': method(
    z.strictObject({
      handle: Handle, name: SessionNameSchema, seed: SeedSchema, placements: Placements, players: PlayersSchema,
      /** The units that set up hidden (module hip), as chosen at set-up: the snapshot marks these and no others;
       *  absent: as the scenario marks them. */
      hidden: z.array(IdSchema).max(10_000).optional(),
    }),
    SessionSummarySchema,
  ),
  'sessions.get': method(z.strictObject(Ref), SessionDetailSchema),
  /** Append actions to the log. `expectedCount` must be the stored count (two windows cannot interleave: `conflict`);
   *  every action is replayed and the whole call is refused when the engine refuses one. */
  'sessions.append': method(
    z.strictObject({ ...Ref, expectedCount: z.int().min(0).max(MAX_SESSION_ACTIONS), actions: z.array(ActionSchema).min(1).max(MAX_APPEND_ACTIONS) }),
    AppendResultSchema,
  ),
  /** A new session sharing the first `at` actions ("play on from here"; undo of the last action is a branch at count - 1). */
  'sessions.branch': method(
    z.strictObject({ ...Ref, at: z.int().min(0).max(MAX_SESSION_ACTIONS), name: SessionNameSchema.optional() }),
    SessionSummarySchema,
  ),
  'sessions.update': method(z.strictObject({ ...Ref, name: SessionNameSchema.optional(), players: PlayersSchema.optional() }), SessionSummarySchema),
  /** Deletion is soft, so the panel can undo it with `sessions.restore`; a session deleted more than a day ago is
   *  removed for good the next time the project's sessions are listed. */
  'sessions.delete': method(z.strictObject(Ref), z.object({})),
  'sessions.restore': method(z.strictObject(Ref), SessionSummarySchema),
  /** The session JSON that `atoll replay` reads: the scenario embedded, finalHash pinned by the backend's replay. */
  'sessions.export': method(z.strictObject(Ref), z.object({ fileName: z.string(), text: z.string(), finalHash: z.string() })),
  /** A session JSON as a new session. A corrupt or foreign file is refused and nothing changes; a log the engine
   *  refuses part-way is kept up to the refused action, which the result names. */
  'sessions.import': method(
    z.strictObject({ handle: Handle, text: z.string().max(MAX_SESSION_TEXT_CHARS), name: SessionNameSchema.optional() }),
    ImportResultSchema,
  ),
} as const;
