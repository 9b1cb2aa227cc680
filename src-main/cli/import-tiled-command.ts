import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../src-shared/api/errors';
import { InteropError } from '../../src-shared/interop/errors';
import { emptyMapping, TiledMappingSchema, type TiledMapping } from '../../src-shared/interop/tiled/mapping';
import { readTiledMap } from '../../src-shared/interop/tiled/read-map';
import { tiledToDocument, type TiledImportReport } from '../../src-shared/interop/tiled/to-document';
import { documentToJson, formatPath } from '../../src-shared/model';
import { TILED_MAPPING_SETTING } from '../services/interop-handlers';
import { nodeTiledCodec } from '../services/interop/tiled-codec';
import { diskResolver, readTiledFile } from '../services/interop/tiled-files';
import { ProjectStore } from '../services/project-store';
import type { CliIo } from './cli-io';
import { checkOutputFile, parseArgs, UsageError } from './options';

function readMapping(file: string): TiledMapping {
  let text: string;
  try {
    if (statSync(file).size > 8 * 1024 * 1024) throw new ApiError('invalid-request', `${file} is larger than a mapping can be (8 MB)`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('not-found', `cannot find ${file}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ApiError('invalid-request', `${file} is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const parsed = TiledMappingSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError('invalid-request', `${file} is not a Tiled mapping: ${formatPath(issue.path)} ${issue.message}`);
  }
  return parsed.data;
}

function describe(out: string, r: TiledImportReport): string {
  const lines = [
    `wrote ${out}: ${r.cols} × ${r.rows} ${r.orientation}-top hexes (${r.stagger} ${r.orientation === 'flat' ? 'columns' : 'rows'} pushed), ${r.hexes} hexes set`,
    `  ${r.features} features, ${r.labels} labels, ${r.zones} zones, ${r.hexsides} hexsides, ${r.paths} paths`,
  ];
  if (r.unmapped.length > 0)
    lines.push(`  unmapped tiles (default terrain): ${r.unmapped.slice(0, 12).map((u) => `${u.key} ×${u.count}`).join(', ')}${r.unmapped.length > 12 ? ', …' : ''}`);
  for (const note of r.notes) lines.push(`  ${note}`);
  return lines.join('\n');
}

/** `atoll import-tiled <map> <out> [--mapping m.json] [--force]`: the map is only read; `out` is written whole or not at all. */
export function importTiledCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs('import-tiled', argv, ['--mapping'], ['--force']);
  if (args.positional.length !== 2) throw new UsageError('import-tiled takes a Tiled map and an output file');
  const [input, out] = args.positional;
  const lower = out.toLowerCase();
  if (!lower.endsWith('.atoll') && !lower.endsWith('.atoll.json')) throw new UsageError('import-tiled: the output must end in .atoll or .atoll.json');
  checkOutputFile('import-tiled', out, args.flags.has('--force'));
  const mapping = args.values.has('--mapping') ? readMapping(args.values.get('--mapping')!) : emptyMapping();
  let result: ReturnType<typeof tiledToDocument>;
  try {
    const map = readTiledMap(readTiledFile(input, input), diskResolver(input), nodeTiledCodec);
    result = tiledToDocument(map, input, mapping, path.basename(input).replace(/\.(tmx|tmj|json)$/i, ''));
  } catch (e) {
    if (e instanceof InteropError) throw new ApiError('invalid-request', e.message);
    throw e;
  }
  const tmp = `${out}.part-${process.pid}`;
  try {
    if (lower.endsWith('.json')) writeFileSync(tmp, documentToJson(result.document));
    else {
      const store = ProjectStore.create(tmp, result.document);
      store.putSetting(TILED_MAPPING_SETTING, JSON.stringify(mapping));
      store.close();
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(out + suffix, { force: true });
    renameSync(tmp, out);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(tmp + suffix, { force: true });
  }
  io.out(describe(out, result.report));
  return 0;
}
