import { makeAutoObservable, runInAction } from 'mobx';
import type { PlayoutReport } from '../../src-shared/analytics/playout-report';
import { BOT_KINDS, MAX_PLAYOUT_GAMES, PLAYOUT_SEED_LIMIT } from '../../src-shared/api/contract-analytics';
import type { JobStatus } from '../../src-shared/api/contract-jobs';
import type { AppStore } from '../stores/app-store';

export type BotKind = (typeof BOT_KINDS)[number];
export const DEFAULT_GAMES = 1000;
export { MAX_PLAYOUT_GAMES, PLAYOUT_SEED_LIMIT };

/** Which eliminations the heat map shows: every side's units, one side's, or none (the map as it is). */
export type HeatChoice = { readonly kind: 'off' } | { readonly kind: 'all' } | { readonly kind: 'side'; readonly sideId: string };

/**
 * The balance panel (Tools ▸ Balance: Run Bot Games…): what to run (games, seed, a bot per side), the batch running
 * as a backend job, and the report of the last batch of the open project, with the heat map's choice.
 */
export class AnalyticsStore {
  open = false;
  games = DEFAULT_GAMES;
  seed = 1;
  bots: Record<string, BotKind> = {};
  running: JobStatus | null = null;
  report: PlayoutReport | null = null;
  /** The project the report belongs to; a report of another project is never shown. */
  reportHandle: string | null = null;
  error: string | null = null;
  heat: HeatChoice = { kind: 'all' };

  constructor(private readonly app: AppStore) {
    makeAutoObservable<AnalyticsStore, 'app'>(this, { app: false });
  }

  show() {
    this.open = true;
  }
  close() {
    this.open = false;
  }
  setGames(games: number) {
    this.games = games;
  }
  setSeed(seed: number) {
    this.seed = seed;
  }
  setBot(sideId: string, kind: BotKind) {
    this.bots = { ...this.bots, [sideId]: kind };
  }
  setHeat(heat: HeatChoice) {
    this.heat = heat;
  }

  botFor(sideId: string): BotKind {
    return Object.hasOwn(this.bots, sideId) ? this.bots[sideId] : 'greedy';
  }

  /** The last report, when it is of the project open now. */
  get currentReport(): PlayoutReport | null {
    return this.report && this.reportHandle === this.app.project?.handle ? this.report : null;
  }

  /** Runs the batch as a job (the progress panel shows it, with Cancel) and keeps its report. */
  async run(): Promise<void> {
    const project = this.app.project;
    if (!project || this.running) return;
    const sides = project.list('sides');
    const bots = Object.fromEntries(sides.map((s) => [s.id, this.botFor(s.id)]));
    const { games, seed } = this;
    this.error = null;
    this.running = { id: '', kind: 'analytics', state: 'running', done: 0, total: games, label: 'starting the workers…', elapsedMs: 0, remainingMs: null };
    try {
      // Every edit made so far is in the project the backend reads.
      await project.settled();
      const status = await this.app.jobs.run(
        `Bot games: ${games.toLocaleString('en')}`,
        () => this.app.api['analytics.start']({ handle: project.handle, games, seed, bots }),
        (s) => runInAction(() => (this.running = s)),
      );
      if (status.state === 'done') {
        const report = await this.app.api['analytics.result']({ id: status.id });
        runInAction(() => {
          this.report = report;
          this.reportHandle = project.handle;
        });
        this.app.setStatus(`Played ${games.toLocaleString('en')} bot games`);
      } else if (status.state === 'cancelled') this.app.setStatus('Bot games cancelled');
      else runInAction(() => (this.error = status.error ?? 'the bot games failed'));
    } catch (e) {
      runInAction(() => (this.error = e instanceof Error ? e.message : String(e)));
    } finally {
      runInAction(() => (this.running = null));
    }
  }

  async cancel(): Promise<void> {
    if (this.running?.id) await this.app.jobs.cancel(this.running.id);
  }
}

const stores = new WeakMap<AppStore, AnalyticsStore>();

/** The app's one balance panel store. */
export function analyticsFor(app: AppStore): AnalyticsStore {
  let store = stores.get(app);
  if (!store) stores.set(app, (store = new AnalyticsStore(app)));
  return store;
}
