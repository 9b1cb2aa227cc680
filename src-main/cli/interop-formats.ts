import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TILE_SIZES, type TileSize } from '../../src-shared/interop/tiled/export-model';
import { defaultInteropExportOptions } from '../../src-shared/api/contract-interop';
import { InteropError } from '../../src-shared/interop/errors';
import type { TiledFormat } from '../services/interop/tiled-export';
import { parseLength, type ExportFormat } from './export-format';
import type { CliIo } from './cli-io';
import { UsageError } from './options';

/** Files written beside the output, each through a temporary name, none over an existing file without --force. */
function writeBeside(final: string, files: { name: string; bytes: Buffer }[], force: boolean, io: CliIo): void {
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
    io.out(`wrote ${path.join(dir, f.name)} (${Math.ceil(f.bytes.length / 1024)} KB)`);
  }
}

function tiledFormat(format: TiledFormat): ExportFormat {
  return {
    usage: `[--tile-size small|medium|large]: the map for Tiled (.${format}), its tileset images beside it`,
    valued: ['--tile-size'],
    flags: [],
    async run(doc, args, out, _job, final, io) {
      if (!final.toLowerCase().endsWith(`.${format}`)) throw new UsageError(`export ${format}: the output must end in .${format}`);
      const size = (args.values.get('--tile-size') ?? 'medium') as TileSize;
      if (!(size in TILE_SIZES)) throw new UsageError(`export ${format}: --tile-size must be small, medium or large, not "${size}"`);
      const stem = path.basename(final).slice(0, -(format.length + 1));
      const { tiledExportFiles } = await import('../services/interop/tiled-export');
      const [map, ...images] = await tiledExportFiles(doc, format, size, stem);
      writeBeside(final, images, args.flags.has('--force'), io);
      writeFileSync(out, map.bytes);
      return { bytes: map.bytes.length };
    },
  };
}

const vmod: ExportFormat = {
  usage: '[--dpi 36..300] [--counter-size 5/8in|Nmm]: a VASSAL module (.vmod) of the scenario',
  valued: ['--dpi', '--counter-size'],
  flags: [],
  async run(doc, args, out, job, final, io) {
    if (!final.toLowerCase().endsWith('.vmod')) throw new UsageError('export vmod: the output must end in .vmod');
    const defaults = defaultInteropExportOptions().vassal;
    const dpi = args.values.has('--dpi') ? Number(args.values.get('--dpi')) : defaults.dpi;
    if (!Number.isInteger(dpi) || dpi < 36 || dpi > 300) throw new UsageError(`export vmod: --dpi must be a whole number from 36 to 300, not "${args.values.get('--dpi')}"`);
    const size = args.values.has('--counter-size') ? parseLength('--counter-size', args.values.get('--counter-size')!) : defaults.counterSizeMm;
    if (size < 8 || size > 40) throw new UsageError('export vmod: --counter-size must be from 8 to 40 mm');
    const [{ boardGeometry }, { moduleNotes, vassalModule }] = await Promise.all([import('../services/interop/vassal/board-image'), import('../services/interop/vassal/vmod')]);
    try {
      boardGeometry(doc, dpi);
    } catch (e) {
      if (e instanceof InteropError) throw new UsageError(`export vmod: ${e.message}`);
      throw e;
    }
    for (const note of moduleNotes(doc)) io.err(`note: ${note}`);
    const module = await vassalModule(doc, { dpi, counterSizeMm: size }, job, Date.now());
    writeFileSync(out, module.bytes);
    return { bytes: module.bytes.length };
  },
};

/** `atoll export tmx|tmj|vmod <project> <out>`: exports to the tools players already use. */
export const INTEROP_FORMATS: Record<string, ExportFormat> = {
  tmx: tiledFormat('tmx'),
  tmj: tiledFormat('tmj'),
  vmod,
};
