import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TILE_SIZES, type TileSize } from '../../src-shared/interop/tiled/export-model';
import { tiledExportFiles, type TiledFormat } from '../services/interop/tiled-export';
import type { ExportFormat } from './export-command';
import { UsageError } from './options';

/** Files written beside the output, each through a temporary name, none over an existing file without --force. */
function writeBeside(final: string, files: { name: string; bytes: Buffer }[], force: boolean): void {
  const dir = path.dirname(final);
  const taken = files.filter((f) => existsSync(path.join(dir, f.name)));
  if (taken.length > 0 && !force) throw new UsageError(`${taken.map((f) => path.join(dir, f.name)).join(', ')} exist${taken.length === 1 ? 's' : ''}; pass --force to overwrite`);
  for (const f of files) {
    const tmp = path.join(dir, `${f.name}.part-${process.pid}`);
    try {
      writeFileSync(tmp, f.bytes);
      renameSync(tmp, path.join(dir, f.name));
    } finally {
      rmSync(tmp, { force: true });
    }
    console.log(`wrote ${path.join(dir, f.name)} (${Math.ceil(f.bytes.length / 1024)} KB)`);
  }
}

function tiledFormat(format: TiledFormat): ExportFormat {
  return {
    usage: `[--tile-size small|medium|large]: the map for Tiled (.${format}), its tileset images beside it`,
    valued: ['--tile-size'],
    flags: [],
    async run(doc, args, out, _job, final) {
      if (!final.toLowerCase().endsWith(`.${format}`)) throw new UsageError(`export ${format}: the output must end in .${format}`);
      const size = (args.values.get('--tile-size') ?? 'medium') as TileSize;
      if (!(size in TILE_SIZES)) throw new UsageError(`export ${format}: --tile-size must be small, medium or large, not "${size}"`);
      const stem = path.basename(final).slice(0, -(format.length + 1));
      const [map, ...images] = await tiledExportFiles(doc, format, size, stem);
      writeBeside(final, images, args.flags.has('--force'));
      writeFileSync(out, map.bytes);
      return { bytes: map.bytes.length };
    },
  };
}

/** `atoll export tmx|tmj|vmod <project> <out>`: exports to the tools players already use. */
export const INTEROP_FORMATS: Record<string, ExportFormat> = {
  tmx: tiledFormat('tmx'),
  tmj: tiledFormat('tmj'),
};
