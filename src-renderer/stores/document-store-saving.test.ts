import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AtollApi, OpenProject } from '../../src-shared/api/contract';
import { emptyDocument } from '../../src-shared/model';
import { DocumentStore, SAVING_SHOWN_AFTER_MS } from './document-store';

/** A DocumentStore whose backend answers each call when the test says so: it keeps the labels it could undo. */
function slowBackend() {
  const waiting: ((refuse: boolean) => void)[] = [];
  const done: string[] = [];
  const history = () => ({ canUndo: done.length > 0, canRedo: false, undoLabel: done.at(-1) ?? null, redoLabel: null });
  const api = {
    'project.apply': ({ label }: { label: string }) =>
      new Promise((resolve, reject) =>
        waiting.push((refuse) => {
          if (refuse) return reject(new Error('the disk is full'));
          done.push(label);
          resolve({ history: history() });
        }),
      ),
    'project.undo': () =>
      new Promise((resolve) =>
        waiting.push(() => {
          const label = done.pop();
          resolve(label ? { label, changes: [], history: history() } : null);
        }),
      ),
  } as unknown as AtollApi;
  const opened: OpenProject = { handle: 'h', path: 'p.atoll', name: 'p', draft: false, document: emptyDocument(), history: history() };
  const project = new DocumentStore(api, opened, () => undefined);
  let elevation = 0;
  const edit = (label = 'Raise a hex') => void project.commit(label, [{ kind: 'hex', col: 0, row: 0, terrain: 'clear', elevation: ++elevation }]);
  const answer = async (refuse = false) => {
    await vi.advanceTimersByTimeAsync(0);
    const next = waiting.shift();
    if (!next) throw new Error('no command waits for the backend');
    next(refuse);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { project, edit, answer, done };
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

describe('Undo right after an edit', () => {
  it('takes back an edit the backend has not yet answered: Undo is offered at once and waits behind the edit', async () => {
    vi.useFakeTimers();
    const { project, edit, answer, done } = slowBackend();
    edit('Place objective');
    expect(project.history).toEqual({ canUndo: true, undoLabel: 'Place objective', canRedo: false, redoLabel: null });
    void project.undo();
    await answer();
    expect(done).toEqual(['Place objective']);
    expect(project.history.canUndo).toBe(true);
    await answer();
    expect(done).toEqual([]);
    expect(project.history.canUndo).toBe(false);
  });

  it('shows the backend’s history once nothing waits; a refused edit puts back what the backend last said', async () => {
    vi.useFakeTimers();
    const { project, edit, answer } = slowBackend();
    edit('First');
    edit('Second');
    await answer(true);
    // The second edit still waits, and it is what Undo would take back.
    expect(project.history.undoLabel).toBe('Second');
    await answer();
    expect(project.history).toEqual({ canUndo: true, undoLabel: 'Second', canRedo: false, redoLabel: null });
    edit('Third');
    expect(project.history.undoLabel).toBe('Third');
    await answer(true);
    expect(project.history).toEqual({ canUndo: true, undoLabel: 'Second', canRedo: false, redoLabel: null });
  });
});
