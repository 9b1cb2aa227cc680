import type { AtollApi } from '../../src-shared/api/contract';
import type { SessionSummary } from '../../src-shared/api/contract-sessions';
import type { Action } from '../../src-shared/engine';
import type { ActionSchema } from '../../src-shared/engine/core/session-file';
import type { z } from 'zod';
import { nextFrameDone } from '../stores/after-frame';

/** The api's action: the engine's, without `readonly` (session-file.ts checks at compile time that they agree). */
type WireAction = z.infer<typeof ActionSchema>;

/** What the game hears from the store of its log. */
export type SyncListener = {
  saved(summary: SessionSummary, count: number, stateHash: string): void;
  failed(message: string): void;
};

/**
 * Writes a session's new actions to the project in the order they were played, a batch per call: the game never waits
 * for the backend (nor does the frame that shows an action), a bot's quick run costs a few calls, and `expectedCount`
 * keeps two windows from interleaving.
 */
export class SessionSync {
  private readonly queue: Action[] = [];
  private running: Promise<void> | null = null;
  private broken = false;

  constructor(
    private readonly api: AtollApi,
    private readonly handle: string,
    private readonly id: string,
    /** Actions the project holds already. */
    private stored: number,
    private readonly listener: SyncListener,
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  /** Queues an action; the writing starts just after the frame that shows it (the board first, the project after),
   *  and takes every action queued by then in one call. */
  push(action: Action): void {
    if (this.broken) return;
    this.queue.push(action);
    this.running ??= nextFrameDone()
      .then(() => this.drain())
      .finally(() => (this.running = null));
  }

  /** Resolves once every action pushed so far is written (or the writing failed). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.broken) {
      const batch = this.queue.slice(0, 2000);
      try {
        const { summary, stateHash } = await this.api['sessions.append']({ handle: this.handle, id: this.id, expectedCount: this.stored, actions: batch as WireAction[] });
        this.queue.splice(0, batch.length);
        this.stored += batch.length;
        this.listener.saved(summary, this.stored, stateHash);
      } catch (e) {
        this.broken = true;
        this.queue.length = 0;
        this.listener.failed(e instanceof Error ? e.message : String(e));
      }
    }
  }
}
