import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AtollApi, OpenProject } from '../../src-shared/api/contract';
import { emptyDocument } from '../../src-shared/model';
import { DocumentStore, SAVING_SHOWN_AFTER_MS } from './document-store';

/** A DocumentStore whose backend answers each command when the test says so. */
function slowBackend() {
  const waiting: (() => void)[] = [];
  const api = {
    'project.apply': ({ label }: { label: string }) =>
      new Promise((resolve) => waiting.push(() => resolve({ history: { canUndo: true, canRedo: false, undoLabel: label, redoLabel: null } }))),
  } as unknown as AtollApi;
  const opened: OpenProject = { handle: 'h', path: 'p.atoll', name: 'p', draft: false, document: emptyDocument(), history: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null } };
  const project = new DocumentStore(api, opened, () => undefined);
  let elevation = 0;
  const edit = () => void project.commit('Raise a hex', [{ kind: 'hex', col: 0, row: 0, terrain: 'clear', elevation: ++elevation }]);
  const answer = async () => {
    await vi.advanceTimersByTimeAsync(0);
    const next = waiting.shift();
    if (!next) throw new Error('no command waits for the backend');
    next();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { project, edit, answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the status bar’s "saving…"', () => {
  it('shows only once a command has waited for the backend, and goes when none waits', async () => {
    vi.useFakeTimers();
    const { project, edit, answer } = slowBackend();
    edit();
    expect(project.pending).toBe(1);
    expect(project.savingShown).toBe(false);
    await answer();
    expect(project.pending).toBe(0);
    await vi.advanceTimersByTimeAsync(SAVING_SHOWN_AFTER_MS * 2);
    expect(project.savingShown).toBe(false);

    edit();
    await vi.advanceTimersByTimeAsync(SAVING_SHOWN_AFTER_MS - 1);
    expect(project.savingShown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(project.savingShown).toBe(true);
    edit();
    await answer();
    expect(project.savingShown).toBe(true);
    await answer();
    expect(project.pending).toBe(0);
    expect(project.savingShown).toBe(false);
  });
});
