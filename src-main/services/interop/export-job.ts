import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { InteropExportRequest } from '../../../src-shared/api/contract-interop';
import { ApiError } from '../../../src-shared/api/errors';
import { InteropError } from '../../../src-shared/interop/errors';
import { tiledFileNames, titleStem } from '../../../src-shared/interop/file-names';
import type { ScenarioDocument } from '../../../src-shared/model';
import type { BackendContext } from '../backend-context';
import type { ExportJobResult } from '../export-handlers';
import { checkCancelled, type JobContext } from '../jobs';
import { tiledExportFiles, type NamedFile } from './tiled-export';
import { boardGeometry } from './vassal/board-image';
import { moduleNotes, vassalModule } from './vassal/vmod';

/** What an export writes, its first file the map or module, and the one file a browser downloads. */
export function interopFileNames(doc: ScenarioDocument, request: InteropExportRequest): { files: string[]; bundle: string } {
  if (request.kind === 'vassal') return { files: [`${titleStem(doc)}.vmod`], bundle: `${titleStem(doc)}.vmod` };
  return tiledFileNames(doc, request.options.format, doc.hexes.some((h) => h.elevation !== 0));
}

/** The files of an interop export, made in memory (a Tiled map's are small; a module is one zip). */
export async function interopExportFiles(doc: ScenarioDocument, request: InteropExportRequest, job: JobContext, now: () => Date): Promise<NamedFile[]> {
  if (request.kind === 'vassal') {
    const module = await vassalModule(doc, request.options, job, now().getTime());
    return [{ name: `${titleStem(doc)}.vmod`, bytes: Buffer.from(module.bytes) }];
  }
  job.progress(0, 1, 'Drawing the tilesets');
  const files = await tiledExportFiles(doc, request.options.format, request.options.tileSize, titleStem(doc));
  checkCancelled(job.signal);
  job.progress(1, 1);
  return files;
}

const MIME: Record<string, string> = { tmx: 'application/x-tiled-tmx', tmj: 'application/json', png: 'image/png', zip: 'application/zip', vmod: 'application/zip' };
const mimeOf = (name: string) => MIME[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Run an interop export as an export job: its files in the exports folder, the first one the result, the others saved
 *  beside it, and a zip of them all for a browser to download. */
/** What the export will write and what it cannot carry over; a board too large for the resolution is refused. */
export function previewInteropExport(doc: ScenarioDocument, request: InteropExportRequest): { files: string[]; bundle: string; notes: string[]; boardPx: { width: number; height: number } | null } {
  let boardPx: { width: number; height: number } | null = null;
  if (request.kind === 'vassal') {
    try {
      const board = boardGeometry(doc, request.options.dpi);
      boardPx = { width: board.width, height: board.height };
    } catch (e) {
      if (e instanceof InteropError) throw new ApiError('invalid-request', e.message);
      throw e;
    }
  }
  return { ...interopFileNames(doc, request), notes: request.kind === 'vassal' ? moduleNotes(doc) : [], boardPx };
}

export function startInteropExport(ctx: BackendContext, doc: ScenarioDocument, request: InteropExportRequest): { id: string; files: string[]; bundle: string; notes: string[] } {
  const dir = path.join(ctx.options.dataDir, 'exports');
  const { files, bundle, notes } = previewInteropExport(doc, request);
  mkdirSync(dir, { recursive: true });
  const id = ctx.jobs.start('export', async (job): Promise<ExportJobResult> => {
    const prefix = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const written: string[] = [];
    const put = (name: string, bytes: Uint8Array) => {
      const file = path.join(dir, `${prefix}-${name}`);
      written.push(file);
      writeFileSync(file, bytes);
      return { file, fileName: name, bytes: bytes.length };
    };
    try {
      const made = await interopExportFiles(doc, request, job, ctx.now);
      const [main, ...rest] = made.map((f) => put(f.name, f.bytes));
      const zip = made.length > 1 ? put(bundle, zipSync(Object.fromEntries(made.map((f) => [f.name, new Uint8Array(f.bytes)])), { level: 6 })) : null;
      return {
        file: main.file, fileName: main.fileName, mime: mimeOf(main.fileName), bytes: main.bytes, pages: 1,
        companions: rest.map(({ file, fileName }) => ({ file, fileName })),
        ...(zip ? { bundle: { file: zip.file, fileName: zip.fileName, mime: 'application/zip' } } : {}),
      };
    } catch (e) {
      for (const file of written) rmSync(file, { force: true });
      throw e;
    }
  });
  return { id, files, bundle, notes };
}
