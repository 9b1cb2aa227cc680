/**
 * The commands the soak's writer runs, in a fixed order from a seed: edits (one hex and the title, one
 * transaction), undo, redo, settings, play-test session writes, Save As copies and imports (a bundled scenario made
 * into a new project, as File ▸ Import does). Both the writer and the checker run them, so the
 * checker knows exactly what a file holds after any number of them.
 */
import { nextUint32, seedRng } from '../../src-shared/dice';
import { ProjectStore } from '../../src-main/services/project-store';
import type { ScenarioDocument } from '../../src-shared/model';
import { bundledScenario } from './bundled-scenarios';
import type { SessionMeta } from '../../src-main/services/session-store';
import { crashEdit } from './crash-edits';

export type SoakOp = { kind: 'edit' | 'undo' | 'redo' | 'setting' | 'session' | 'saveAs' | 'import'; i: number };

/** The i-th command: mostly edits, then undo, redo, a setting, play-test session writes and now and then a Save As copy or an import. */
export function soakOp(i: number): SoakOp {
  const roll = nextUint32(seedRng(`soak-op-${i}`)).value % 100;
  const kind = roll < 50 ? 'edit' : roll < 63 ? 'undo' : roll < 75 ? 'redo' : roll < 83 ? 'setting' : roll < 96 ? 'session' : roll < 98 ? 'saveAs' : 'import';
  return { kind, i };
}

const SESSION = 'soak-session';

function sessionMeta(i: number, actionCount: number): SessionMeta {
  const at = new Date(i * 1000).toISOString();
  return {
    name: `Soak ${i}`, createdAt: at, updatedAt: at, seed: i, sides: [], players: {}, parentId: null, branchedAt: null, actionCount,
    turnReached: 1, turnLabel: 'Turn 1', over: false, outcome: null, scenarioTitle: 'Soak', setupHash: '0000000000000000', deletedAt: null,
  };
}

/** Starts the soak's play-test session, or appends one action to its log (as the play-test screen does per move). */
function sessionWrite(store: ProjectStore, i: number): void {
  const sessions = store.sessions;
  const existing = sessions.list().find((s) => s.id === SESSION);
  if (!existing) sessions.insert(SESSION, sessionMeta(i, 0), [], '{}', []);
  else sessions.append(SESSION, existing.meta.actionCount, [{ type: 'endPhase' }], sessionMeta(i, existing.meta.actionCount + 1));
}

/** What the file's sessions hold, for comparing a killed file with the reference. */
export function sessionsSnapshot(store: ProjectStore): unknown {
  return store.sessions.list().map(({ id, meta }) => ({ id, meta, actions: store.sessions.actions(id, meta.actionCount) }));
}

/** Where the Save As copy of command `i` goes. */
export const saveAsPath = (file: string, i: number) => `${file}.copy-${i}.atoll`;
/** Where the project imported by command `i` goes. */
export const importPath = (file: string, i: number) => `${file}.import-${i}.atoll`;

let imported: ScenarioDocument | undefined;
/** The scenario the imports bring in: Taremo Ridge, big enough that kills land inside its writing. */
export const importedDocument = () => (imported ??= bundledScenario('taremo'));

export function runSoakOp(store: ProjectStore, file: string, op: SoakOp): void {
  switch (op.kind) {
    case 'edit':
      store.apply(`Edit ${op.i}`, crashEdit(op.i), new Date(0).toISOString());
      return;
    case 'undo':
      store.undo();
      return;
    case 'redo':
      store.redo();
      return;
    case 'setting':
      store.putSetting('soak.last', String(op.i));
      return;
    case 'session':
      sessionWrite(store, op.i);
      return;
    case 'saveAs':
      store.copyTo(saveAsPath(file, op.i));
      return;
    case 'import':
      ProjectStore.create(importPath(file, op.i), importedDocument()).close();
  }
}
