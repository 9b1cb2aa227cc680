import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { JobContext } from '../jobs';
import { checkCancelled } from '../jobs';
import { FACE_FILES, parsedFace, type FaceName } from './fonts';
import type { Checkpoint, DocumentPlan } from './pages';
import { PdfContext, pdfSurface, PT_PER_MM } from './pdf-context';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A checkpoint that yields to the event loop at most every few milliseconds and stops a cancelled job; with a
 *  page's share done, it reports progress within the page. */
export function checkpointFor(job: JobContext, page?: { index: number; count: number }): Checkpoint {
  let last = performance.now();
  return async (pageDone) => {
    checkCancelled(job.signal);
    if (page && pageDone !== undefined) job.progress(Math.round((page.index + Math.min(1, pageDone)) * 1000), page.count * 1000, `page ${page.index + 1} of ${page.count}`);
    if (performance.now() - last < 30) return;
    await tick();
    last = performance.now();
    checkCancelled(job.signal);
  };
}

/**
 * Write a plan as a PDF file, page by page (pdfkit streams each finished page out, so memory holds one page).
 * pdfkit, because it writes vector paths, embeds and subsets TrueType fonts and draws SVG through svg-to-pdfkit
 * (the NATO symbols); pdf-lib cannot place SVG and writes y upwards.
 */
export async function writePdf(plan: DocumentPlan, file: string, job: JobContext): Promise<{ pages: number; bytes: number }> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: plan.title, Author: plan.author, Subject: plan.subject, Creator: 'Atoll', Producer: 'Atoll (pdfkit)' },
  });
  // pdfkit takes a parsed fontkit face as well as a file (its types name only the file).
  for (const face of Object.keys(FACE_FILES) as FaceName[]) doc.registerFont(face, parsedFace(face) as PDFKit.Mixins.PDFFontSource);
  const out = createWriteStream(file);
  let bytes = 0;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  // A file that fails (its folder gone, the disk full) stops the export at the next page; the failure is handled
  // here at once, as an unhandled rejection while pages are still drawn would end the process.
  let failure: unknown = null;
  finished.catch((e: unknown) => (failure ??= e));
  doc.on('data', (chunk: Buffer) => (bytes += chunk.length));
  doc.pipe(out);
  const checkpoint = checkpointFor(job);
  try {
    for (let i = 0; i < plan.pages.length; i++) {
      if (failure) throw failure;
      const page = plan.pages[i];
      job.progress(i * 1000, plan.pages.length * 1000, `page ${i + 1} of ${plan.pages.length}`);
      await checkpoint();
      doc.addPage({ size: [page.widthMm * PT_PER_MM, page.heightMm * PT_PER_MM], margin: 0 });
      if (page.trimMm) {
        const t = page.trimMm;
        // PDF boxes run upwards from the bottom-left corner.
        const box = [t.x, page.heightMm - t.y - t.height, t.x + t.width, page.heightMm - t.y].map((v) => Math.round(v * PT_PER_MM * 1000) / 1000);
        (doc.page.dictionary as unknown as { data: Record<string, unknown> }).data.TrimBox = box;
        (doc.page.dictionary as unknown as { data: Record<string, unknown> }).data.BleedBox = [0, 0, page.widthMm * PT_PER_MM, page.heightMm * PT_PER_MM].map((v) => Math.round(v * 1000) / 1000);
      }
      const ctx = new PdfContext(doc);
      await page.draw(pdfSurface(ctx), checkpointFor(job, { index: i, count: plan.pages.length }));
      ctx.finish();
    }
    job.progress(plan.pages.length * 1000, plan.pages.length * 1000, 'finishing');
  } catch (e) {
    doc.end();
    await finished.catch(() => undefined);
    throw e;
  }
  doc.end();
  await finished;
  return { pages: plan.pages.length, bytes };
}
