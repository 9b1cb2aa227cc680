import type { ExportKind, ExportRequest } from '../../../src-shared/api/contract-export';
import { ApiError } from '../../../src-shared/api/errors';
import type { ScenarioDocument } from '../../../src-shared/model';
import type { JobContext } from '../jobs';
import { planBooklet } from './booklet/index';
import { canvasPage } from './canvas-surface';
import { planCounterSheets } from './counter-sheets';
import { planMapPdf } from './map/map-pages';
import { mapImageSize, renderMapPng, writeMapPng } from './map/render-png';
import { writeMapSvg } from './map/write-svg';
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
    case 'map':
      return planMapPdf(doc, request.options);
    default:
      throw new ApiError('invalid-request', `the ${request.kind} export is one image, not pages`);
  }
}

export type ExportOutcome = { pages: number; bytes: number };

/** Run one export into `file`: the same code for the app (as a job), browser mode and the CLI. */
export async function runExport(doc: ScenarioDocument, request: ExportRequest, file: string, job: JobContext): Promise<ExportOutcome> {
  if (request.kind === 'png') return { pages: 1, bytes: (await writeMapPng(doc, request.options, file, job)).bytes };
  if (request.kind === 'svg') return { pages: 1, bytes: (await writeMapSvg(doc, request.options, file, job)).bytes };
  return writePdf(planExport(doc, request), file, job);
}

export type ExportPreview = { pages: number; widthMm: number; heightMm: number; png: Buffer; notes: string[] };

/** The first page as a PNG `widthPx` wide, drawn by the same page code as the file, and the page count. */
export async function previewExport(doc: ScenarioDocument, request: ExportRequest, widthPx: number): Promise<ExportPreview> {
  if (request.kind === 'png' || request.kind === 'svg') {
    // The image itself, drawn by the same code at the resolution that makes it `widthPx` wide.
    const full = mapImageSize(doc, 25.4);
    const dpi = Math.max(1, (widthPx / full.width) * 25.4);
    const png = await renderMapPng(doc, { ...request.options, dpi });
    const notes = request.kind === 'png' ? (() => {
      const size = mapImageSize(doc, request.options.dpi);
      return [`${size.width} × ${size.height} px at ${request.options.dpi} dpi`];
    })() : ['vector drawing in mm'];
    return { pages: 1, widthMm: full.width, heightMm: full.height, png, notes };
  }
  const plan = planExport(doc, request);
  const first = plan.pages[0];
  const pxPerMm = widthPx / first.widthMm;
  const { canvas, surface } = canvasPage(widthPx, first.heightMm * pxPerMm, pxPerMm);
  await first.draw(surface, async () => undefined);
  const notes: string[] = [];
  if ('counters' in plan && typeof plan.counters === 'number') notes.push(`${plan.counters} counters`);
  return { pages: plan.pages.length, widthMm: first.widthMm, heightMm: first.heightMm, png: await canvas.encode('png'), notes };
}
