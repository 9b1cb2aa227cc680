import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { InteropExportRequest } from '../../../src-shared/api/contract-interop';
import { tiledFileNames, titleStem } from '../../../src-shared/interop/file-names';
import type { ScenarioDocument } from '../../../src-shared/model';
import type { BackendContext } from '../backend-context';
import type { ExportJobResult } from '../export-handlers';
import { checkCancelled, type JobContext } from '../jobs';
import { tiledExportFiles, type NamedFile } from './tiled-export';

/** The files of an interop export, made in memory (a Tiled map's are small). */
export async function interopExportFiles(doc: ScenarioDocument, request: InteropExportRequest, job: JobContext): Promise<NamedFile[]> {
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
export function startInteropExport(ctx: BackendContext, doc: ScenarioDocument, request: InteropExportRequest): { id: string; files: string[]; bundle: string } {
  const dir = path.join(ctx.options.dataDir, 'exports');
  mkdirSync(dir, { recursive: true });
  const names = tiledFileNames(doc, request.options.format, doc.hexes.some((h) => h.elevation !== 0));
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
      const files = await interopExportFiles(doc, request, job);
      const [main, ...rest] = files.map((f) => put(f.name, f.bytes));
      const bundle = files.length > 1 ? put(names.bundle, zipSync(Object.fromEntries(files.map((f) => [f.name, new Uint8Array(f.bytes)])), { level: 6 })) : null;
      return {
        file: main.file, fileName: main.fileName, mime: mimeOf(main.fileName), bytes: main.bytes, pages: 1,
        companions: rest.map(({ file, fileName }) => ({ file, fileName })),
        ...(bundle ? { bundle: { file: bundle.file, fileName: bundle.fileName, mime: 'application/zip' } } : {}),
      };
    } catch (e) {
      for (const file of written) rmSync(file, { force: true });
      throw e;
    }
  });
  return { id, ...names };
}
