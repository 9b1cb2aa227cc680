import { makeAutoObservable, runInAction } from 'mobx';
import type { AtollApi } from '../../src-shared/api/contract';
import type { ExportKind, ExportOptions, ExportRequest } from '../../src-shared/api/contract-export';
import type { JobStore } from '../stores/job-store';

export const EXPORT_TITLES: Record<ExportKind, string> = {
  map: 'Map PDF',
  counters: 'Counter sheets',
  booklet: 'Scenario booklet',
  png: 'Map PNG',
  svg: 'Map SVG',
};

type Preview = { pages: number; widthMm: number; heightMm: number; src: string; notes: string[] };

const PREVIEW_PX = 520;
const PREVIEW_DELAY_MS = 250;

/** One export dialog: its options (as the project remembers them), a preview of the first page drawn by the
 *  backend's own page code, the page count, and the export itself as a job. */
export class ExportDialogStore {
  options: ExportOptions | null = null;
  preview: Preview | null = null;
  previewError: string | null = null;
  previewing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private asked = 0;

  constructor(
    private readonly api: AtollApi,
    private readonly handle: string,
    readonly kind: ExportKind,
  ) {
    makeAutoObservable<ExportDialogStore, 'api' | 'timer' | 'asked'>(this, { api: false, timer: false, asked: false });
  }

  get request(): ExportRequest | null {
    return this.options ? ({ kind: this.kind, options: this.options[this.kind] } as ExportRequest) : null;
  }

  async load() {
    const options = await this.api['export.options']({ handle: this.handle });
    runInAction(() => (this.options = options));
    this.schedulePreview(0);
  }

  /** Change this kind's options (a shallow patch); the preview follows shortly after. */
  set<K extends ExportKind>(kind: K, patch: Partial<ExportOptions[K]>) {
    if (!this.options) return;
    this.options = { ...this.options, [kind]: { ...this.options[kind], ...patch } };
    this.schedulePreview(PREVIEW_DELAY_MS);
  }

  private schedulePreview(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refreshPreview(), delay);
  }

  async refreshPreview() {
    const request = this.request;
    if (!request) return;
    const ticket = ++this.asked;
    this.previewing = true;
    try {
      const p = await this.api['export.preview']({ handle: this.handle, request, widthPx: PREVIEW_PX });
      if (ticket !== this.asked) return;
      runInAction(() => {
        this.preview = { pages: p.pages, widthMm: p.widthMm, heightMm: p.heightMm, src: `data:image/png;base64,${p.pngBase64}`, notes: p.notes };
        this.previewError = null;
      });
    } catch (e) {
      if (ticket !== this.asked) return;
      runInAction(() => {
        this.preview = null;
        this.previewError = e instanceof Error ? e.message : String(e);
      });
    } finally {
      if (ticket === this.asked) runInAction(() => (this.previewing = false));
    }
  }

  /** Run the export as a job (progress and Cancel in the job panel); resolves with the finished job's id, or null. */
  async run(jobs: JobStore): Promise<{ id: string } | { error: string } | null> {
    const request = this.request;
    if (!request) return null;
    const status = await jobs.run(`Export ${EXPORT_TITLES[this.kind]}`, () => this.api['export.start']({ handle: this.handle, request }));
    if (status.state === 'done') return { id: status.id };
    if (status.state === 'failed') return { error: status.error ?? 'the export failed' };
    return null;
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    this.asked++;
  }
}
