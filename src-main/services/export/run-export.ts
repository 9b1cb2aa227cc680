import type { ExportKind, ExportRequest } from '../../../src-shared/api/contract-export';
import { ApiError } from '../../../src-shared/api/errors';
import type { ScenarioDocument } from '../../../src-shared/model';
import type { JobContext } from '../jobs';
import { planBooklet } from './booklet/index';
import { canvasPage } from './canvas-surface';
import { planCounterSheets } from './counter-sheets';
import type { DocumentPlan } from './pages';
import { writePdf } from './write-pdf';

export const EXPORT_FILES: Record<ExportKind, { suffix: string; mime: string }> = {
  map: { suffix: '-map.pdf', mime: 'application/pdf' },
  counters: { suffix: '-counters.pdf', mime: 'application/pdf' },
  booklet: { suffix: '-booklet.pdf', mime: 'application/pdf' },
  png: { suffix: '-map.png', mime: 'image/png' },
  svg: { suffix: '-map.svg', mime: 'image/svg+xml' },
};

/** A file name for the export from the scenario's title. */
export function exportFileName(doc: ScenarioDocument, kind: ExportKind): string {
  const slug = doc.info.title.trim().replace(/[^A-Za-z0-9 _-]+/g, '').replace(/\s+/g, '-').slice(0, 60) || 'scenario';
  return slug + EXPORT_FILES[kind].suffix;
}

/** The pages of a paged export (PDFs), planned before anything is drawn. */
export function planExport(doc: ScenarioDocument, request: ExportRequest): DocumentPlan {
  switch (request.kind) {
    case 'counters':
      return planCounterSheets(doc, request.options);
    case 'booklet':
      return planBooklet(doc, request.options);
    default:
      throw new ApiError('invalid-request', `the ${request.kind} export needs the shared map renderer, which this build does not have yet`);
  }
}

export type ExportOutcome = { pages: number; bytes: number };

/** Run one export into `file`: the same code for the app (as a job), browser mode and the CLI. */
export async function runExport(doc: ScenarioDocument, request: ExportRequest, file: string, job: JobContext): Promise<ExportOutcome> {
  return writePdf(planExport(doc, request), file, job);
}

export type ExportPreview = { pages: number; widthMm: number; heightMm: number; png: Buffer; notes: string[] };

/** The first page as a PNG `widthPx` wide, drawn by the same page code as the file, and the page count. */
export async function previewExport(doc: ScenarioDocument, request: ExportRequest, widthPx: number): Promise<ExportPreview> {
  const plan = planExport(doc, request);
  const first = plan.pages[0];
  const pxPerMm = widthPx / first.widthMm;
  const { canvas, surface } = canvasPage(widthPx, first.heightMm * pxPerMm, pxPerMm);
  await first.draw(surface, async () => undefined);
  const notes: string[] = [];
  if ('counters' in plan && typeof plan.counters === 'number') notes.push(`${plan.counters} counters`);
  return { pages: plan.pages.length, widthMm: first.widthMm, heightMm: first.heightMm, png: await canvas.encode('png'), notes };
}
