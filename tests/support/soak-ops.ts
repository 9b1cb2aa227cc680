/**
 * The commands the soak's writer runs, in a fixed order from a seed: edits (one hex and the title, one
 * transaction), undo, redo, settings and Save As copies. Both the writer and the checker run them, so the
 * checker knows exactly what a file holds after any number of them.
 */
import { nextUint32, seedRng } from '../../src-shared/dice';
import type { ProjectStore } from '../../src-main/services/project-store';
import { crashEdit } from './crash-edits';

export type SoakOp = { kind: 'edit' | 'undo' | 'redo' | 'setting' | 'saveAs'; i: number };

/** The i-th command: mostly edits, then undo, redo, a setting and now and then a Save As copy. */
export function soakOp(i: number): SoakOp {
  const roll = nextUint32(seedRng(`soak-op-${i}`)).value % 100;
  const kind = roll < 60 ? 'edit' : roll < 75 ? 'undo' : roll < 88 ? 'redo' : roll < 97 ? 'setting' : 'saveAs';
  return { kind, i };
}

/** Where the Save As copy of command `i` goes. */
export const saveAsPath = (file: string, i: number) => `${file}.copy-${i}.atoll`;

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
    case 'saveAs':
      store.copyTo(saveAsPath(file, op.i));
  }
}
