import { randomBytes } from 'node:crypto';
import type { Handlers } from '../../src-shared/api/contract';
import type { Players, SessionSide, SessionSummary } from '../../src-shared/api/contract-sessions';
import { ApiError } from '../../src-shared/api/errors';
import { stateHash, type GameState } from '../../src-shared/engine';
import { documentToJson, type ScenarioDocument } from '../../src-shared/model';
import type { BackendContext } from './backend-context';
import type { ProjectStore } from './project-store';
import { describeRefusal, progressOf, replayFrom, setupHashOf, snapshotDocument, startGame } from './session-replay';
import { exportSession, importSession } from './session-files';
import type { SessionMeta } from './session-store';

type SessionMethod =
  | 'sessions.list' | 'sessions.create' | 'sessions.get' | 'sessions.append' | 'sessions.branch' | 'sessions.update'
  | 'sessions.delete' | 'sessions.restore' | 'sessions.export' | 'sessions.import';

/** Sessions deleted longer ago than this are removed for good when the project's sessions are next listed. */
const KEEP_DELETED_MS = 24 * 60 * 60 * 1000;
/** Replayed game states kept per project, so appending to a session being played costs one apply per action. */
const STATES_KEPT = 8;

export function newSessionId(): string {
  return `ses-${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

/** Every side of the scenario named, a side the caller left out played by a person; a side it does not have refused. */
function fullPlayers(sides: readonly SessionSide[], players: Players, base: Players = {}): Players {
  const unknown = Object.keys(players).find((id) => !sides.some((side) => side.id === id));
  if (unknown !== undefined) throw new ApiError('invalid-request', `the scenario has no side "${unknown}"`);
  return Object.fromEntries(sides.map(({ id }) => [id, players[id] ?? base[id] ?? 'human']));
}

const sidesOf = (doc: ScenarioDocument): SessionSide[] => doc.sides.map(({ id, name }) => ({ id, name }));

/** The scenario with exactly these units marked hidden (the set-up's choice); a unit it does not have is refused. */
function withHidden(doc: ScenarioDocument, hidden: readonly string[]): ScenarioDocument {
  const ids = new Set(doc.units.map((u) => u.id));
  const unknown = hidden.find((id) => !ids.has(id));
  if (unknown !== undefined) throw new ApiError('invalid-request', `the scenario has no unit "${unknown}" to set up hidden`);
  const chosen = new Set(hidden);
  return { ...doc, units: doc.units.map((u) => ({ ...u, hidden: chosen.has(u.id) })) };
}

export function sessionHandlers(ctx: BackendContext): Pick<Handlers, SessionMethod> {
  const states = new WeakMap<ProjectStore, Map<string, { count: number; state: GameState }>>();
  const currentHashes = new WeakMap<ProjectStore, { revision: number; hash: string }>();
  const now = () => ctx.now().toISOString();

  /** The rules hash of the project's scenario now, recomputed only after the document has changed. */
  function currentSetupHash(store: ProjectStore): string {
    const cached = currentHashes.get(store);
    if (cached && cached.revision === store.revision) return cached.hash;
    const hash = setupHashOf(store.loadDocument());
    currentHashes.set(store, { revision: store.revision, hash });
    return hash;
  }

  function summaryOf(store: ProjectStore, id: string, meta: SessionMeta): SessionSummary {
    const { setupHash, deletedAt: _deleted, ...shown } = meta;
    return { id, ...shown, scenarioChanged: setupHash !== currentSetupHash(store) };
  }

  function remember(store: ProjectStore, id: string, count: number, state: GameState): void {
    let perStore = states.get(store);
    if (!perStore) states.set(store, (perStore = new Map()));
    perStore.delete(id);
    perStore.set(id, { count, state });
    if (perStore.size > STATES_KEPT) perStore.delete(perStore.keys().next().value!);
  }

  /** The state after the session's stored log: from memory when it is current, else by replaying the log. */
  function stateOf(store: ProjectStore, id: string, meta: SessionMeta): GameState {
    const cached = states.get(store)?.get(id);
    if (cached && cached.count === meta.actionCount) return cached.state;
    const { placements, scenarioText } = store.sessions.start(id);
    const start = startGame(snapshotDocument(scenarioText, `session ${id}`), placements, meta.seed);
    const replayed = replayFrom(start, store.sessions.actions(id, meta.actionCount));
    if (replayed.refused)
      throw new ApiError('invalid-request', `the stored session no longer replays with these rules: ${describeRefusal(replayed.refused)}; branch it before that action to play on`);
    remember(store, id, meta.actionCount, replayed.state);
    return replayed.state;
  }

  function createFrom(store: ProjectStore, meta: Omit<SessionMeta, 'createdAt' | 'updatedAt' | 'deletedAt'>, insert: (id: string, meta: SessionMeta) => void, state: GameState) {
    const id = newSessionId();
    const at = now();
    const full: SessionMeta = { ...meta, createdAt: at, updatedAt: at, deletedAt: null };
    insert(id, full);
    remember(store, id, full.actionCount, state);
    return summaryOf(store, id, full);
  }

  return {
    'sessions.list': ({ handle }) => {
      const store = ctx.storeFor(handle);
      store.sessions.purgeDeleted(new Date(ctx.now().getTime() - KEEP_DELETED_MS).toISOString());
      return store.sessions
        .list()
        .filter(({ meta }) => meta.deletedAt === null)
        .sort((a, b) => b.meta.updatedAt.localeCompare(a.meta.updatedAt) || b.meta.createdAt.localeCompare(a.meta.createdAt) || a.id.localeCompare(b.id))
        .map(({ id, meta }) => summaryOf(store, id, meta));
    },

    'sessions.create': ({ handle, name, seed, placements, players, hidden }) => {
      const store = ctx.storeFor(handle);
      const project = store.loadDocument();
      const doc = hidden === undefined ? project : withHidden(project, hidden);
      const sides = sidesOf(doc);
      const all = fullPlayers(sides, players);
      const state = startGame(doc, placements, seed);
      // The set-up's hidden choices are no change to the scenario: the session compares with the project's own.
      const meta = {
        name, seed, sides, players: all, parentId: null, branchedAt: null, actionCount: 0, ...progressOf(state),
        scenarioTitle: doc.info.title, setupHash: setupHashOf(project),
      };
      return createFrom(store, meta, (id, full) => store.sessions.insert(id, full, placements, documentToJson(doc), []), state);
    },

    'sessions.get': ({ handle, id }) => {
      const store = ctx.storeFor(handle);
      const meta = store.sessions.meta(id);
      const { placements, scenarioText } = store.sessions.start(id);
      return {
        summary: summaryOf(store, id, meta),
        scenario: snapshotDocument(scenarioText, `session ${id}`),
        placements,
        actions: store.sessions.actions(id, meta.actionCount),
      };
    },

    'sessions.append': ({ handle, id, expectedCount, actions }) => {
      const store = ctx.storeFor(handle);
      const meta = store.sessions.meta(id);
      if (meta.actionCount !== expectedCount)
        throw new ApiError('conflict', `the session has ${meta.actionCount} actions, not ${expectedCount}: it was played on elsewhere (another window?); reopen it`);
      const replayed = replayFrom(stateOf(store, id, meta), actions, expectedCount);
      if (replayed.refused) throw new ApiError('invalid-request', `nothing was saved: ${describeRefusal(replayed.refused)}`);
      const next: SessionMeta = { ...meta, ...progressOf(replayed.state), actionCount: expectedCount + actions.length, updatedAt: now() };
      store.sessions.append(id, expectedCount, actions, next);
      remember(store, id, next.actionCount, replayed.state);
      return { summary: summaryOf(store, id, next), stateHash: stateHash(replayed.state) };
    },

    'sessions.branch': ({ handle, id, at, name }) => {
      const store = ctx.storeFor(handle);
      const parent = store.sessions.meta(id);
      if (at > parent.actionCount) throw new ApiError('invalid-request', `the session has ${parent.actionCount} actions; it cannot be branched after action ${at}`);
      const { placements, scenarioText } = store.sessions.start(id);
      const start = startGame(snapshotDocument(scenarioText, `session ${id}`), placements, parent.seed);
      const replayed = replayFrom(start, store.sessions.actions(id, at));
      if (replayed.refused) throw new ApiError('invalid-request', `the session does not replay up to there: ${describeRefusal(replayed.refused)}`);
      const meta = {
        ...parent, name: name ?? `${parent.name} (from action ${at})`.slice(0, 200), parentId: id, branchedAt: at, actionCount: at, ...progressOf(replayed.state),
      };
      return createFrom(store, meta, (newId, full) => store.sessions.insertBranch(newId, full, id, at), replayed.state);
    },

    'sessions.update': ({ handle, id, name, players }) => {
      const store = ctx.storeFor(handle);
      const meta = store.sessions.meta(id);
      const next: SessionMeta = { ...meta, name: name ?? meta.name, players: players ? fullPlayers(meta.sides, players, meta.players) : meta.players, updatedAt: now() };
      store.sessions.putMeta(id, next);
      return summaryOf(store, id, next);
    },

    'sessions.delete': ({ handle, id }) => {
      const store = ctx.storeFor(handle);
      store.sessions.putMeta(id, { ...store.sessions.meta(id), deletedAt: now() });
      return {};
    },

    'sessions.restore': ({ handle, id }) => {
      const store = ctx.storeFor(handle);
      const next = { ...store.sessions.meta(id, { deleted: true }), deletedAt: null };
      store.sessions.putMeta(id, next);
      return summaryOf(store, id, next);
    },

    'sessions.export': ({ handle, id }) => {
      const store = ctx.storeFor(handle);
      const meta = store.sessions.meta(id);
      const finalHash = stateHash(stateOf(store, id, meta));
      const { placements, scenarioText } = store.sessions.start(id);
      const scenario = snapshotDocument(scenarioText, `session ${id}`);
      return exportSession(meta, scenario, placements, store.sessions.actions(id, meta.actionCount), finalHash);
    },

    'sessions.import': ({ handle, text, name }) => {
      const store = ctx.storeFor(handle);
      const imported = importSession(text);
      const { doc, file, state, kept, refused } = imported;
      const sides = sidesOf(doc);
      const meta = {
        name: name ?? file.note?.slice(0, 200) ?? `Imported: ${doc.info.title}`.slice(0, 200), seed: file.seed, sides, players: fullPlayers(sides, {}),
        parentId: null, branchedAt: null, actionCount: kept, ...progressOf(state), scenarioTitle: doc.info.title, setupHash: setupHashOf(doc),
      };
      const actions = file.actions.slice(0, kept);
      const summary = createFrom(store, meta, (id, full) => store.sessions.insert(id, full, file.placements, documentToJson(doc), actions), state);
      const pinnedHash = file.finalHash === undefined ? 'none' : !refused && file.finalHash === stateHash(state) ? 'matches' : 'differs';
      return { summary, total: file.actions.length, kept, refused, pinnedHash };
    },
  };
}
