/** Print exports of the map, each in a process of its own so that its peak memory (RSS) can be read. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { round, type Row } from './measure';

const here = path.dirname(fileURLToPath(import.meta.url));

function child(what: string, out: string, smoke: boolean): { ms: number; rssMb: number } {
  const line = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'export-child.ts'), what, out, ...(smoke ? ['smoke'] : [])], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(line.trim().split('\n').pop()!) as { ms: number; rssMb: number };
}

export function mapExportBench(smoke: boolean): Row[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-map-export-'));
  try {
    const sheet = child('map-22x34', path.join(dir, 'sheet.pdf'), smoke);
    const big = child('map-500x500', path.join(dir, 'big.pdf'), smoke);
    const png = child('png-22x34', path.join(dir, 'map.png'), smoke);
    const bigName = smoke ? '60x60' : '500x500';
    return [
      { name: 'export.map_pdf_22x34_ms', value: round(sheet.ms, 0), unit: 'ms' },
      { name: `export.map_pdf_${bigName}_ms`, value: round(big.ms, 0), unit: 'ms' },
      { name: `export.map_pdf_${bigName}_rss_mb`, value: round(big.rssMb, 0), unit: 'MB' },
      { name: 'export.png_300dpi_22x34_ms', value: round(png.ms, 0), unit: 'ms' },
      { name: 'export.png_300dpi_22x34_rss_mb', value: round(png.rssMb, 0), unit: 'MB' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
