import { makeAutoObservable, runInAction } from 'mobx';
import type { AtollApi } from '../../src-shared/api/contract';
import type { DraftEntry } from '../../src-shared/api/contract-drafts';

export type StatusAction = { label: string; run: () => void };

type ShelfHost = {
  setStatus(message: string, action?: StatusAction): void;
  fail(context: string, e: unknown): void;
  /** The recent list names drafts too: it changes with them. */
  refreshRecent(): Promise<void>;
};

/** The drafts the user has made (new and imported projects not yet saved under a name), and the ones deleted while
 *  Atoll runs, which can be restored until it closes. */
export class DraftShelf {
  drafts: DraftEntry[] = [];
  deleted: DraftEntry[] = [];

  constructor(
    private readonly api: AtollApi,
    private readonly host: ShelfHost,
  ) {
    makeAutoObservable<DraftShelf, 'api' | 'host'>(this, { api: false, host: false });
  }

  async refresh(): Promise<void> {
    const listing = await this.api['drafts.list']({}).catch(() => null);
    if (listing) runInAction(() => Object.assign(this, listing));
  }

  /** Deletes a closed draft; the status bar offers Undo, and the draft stays restorable until Atoll closes. */
  remove(name: string, title: string): Promise<void> {
    return this.change('drafts.delete', name, title, `Deleted the draft “${title}” (it can be restored until Atoll closes)`, { label: 'Undo', run: () => void this.restore(name, title) });
  }

  restore(name: string, title: string): Promise<void> {
    return this.change('drafts.restore', name, title, `Restored the draft “${title}”`);
  }

  private async change(method: 'drafts.delete' | 'drafts.restore', name: string, title: string, done: string, action?: StatusAction): Promise<void> {
    try {
      await this.api[method]({ name });
    } catch (e) {
      return this.host.fail(`${method === 'drafts.delete' ? 'Delete' : 'Restore'} draft ${title}`, e);
    }
    await Promise.all([this.refresh(), this.host.refreshRecent()]);
    this.host.setStatus(done, action);
  }
}
