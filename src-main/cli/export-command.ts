import { renameSync, rmSync } from 'node:fs';
import { issueSentence } from '../../src-shared/schema/issue-text';
import path from 'node:path';
import type { z } from 'zod';
import {
  BookletOptionsSchema, CounterSheetOptionsSchema, defaultExportOptions, MapPdfOptionsSchema, PngOptionsSchema, SvgOptionsSchema,
  type ExportRequest,
} from '../../src-shared/api/contract-export';
import { formatPath, type ScenarioDocument } from '../../src-shared/model';
import type { JobContext } from '../services/jobs';
import type { CliIo } from './cli-io';
import { checkOutputFile, parseArgs, UsageError, type ParsedArgs } from './options';
import { INTEROP_FORMATS } from './interop-formats';
import { stderrProgress } from './progress';
import { readScenario } from './read-scenario';

import { parseLength, type ExportFormat } from './export-format';

export { parseLength, type ExportFormat };

function numberOption(option: string, text: string): number {
  const v = Number(text.replace(/mm$/, ''));
  if (!/^-?\d+(\.\d+)?(mm)?$/.test(text) || !Number.isFinite(v)) throw new UsageError(`export: ${option} must be a number, not "${text}"`);
  return v;
}

/** The options checked against the contract's schema: the first problem becomes a one-line usage error. */
function checked<T>(schema: z.ZodType<T>, value: unknown, names: Record<string, string>): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue.path[0] ?? '');
  throw new UsageError(`export: ${Object.hasOwn(names, key) ? issueSentence(issue, { name: names[key] }) : `${formatPath(issue.path)}: ${issueSentence(issue)}`}`);
}

const MAP_ART_FLAGS = ['--no-hex-numbers'] as const;

function mapArt(args: ParsedArgs, base: { hexNumbers: boolean; gridColour: string; gridWidthMm: number }) {
  return {
    ...base,
    hexNumbers: !args.flags.has('--no-hex-numbers'),
    gridColour: args.values.get('--grid-colour') ?? base.gridColour,
    gridWidthMm: args.values.has('--grid-width') ? numberOption('--grid-width', args.values.get('--grid-width')!) : base.gridWidthMm,
  };
}

const defaults = defaultExportOptions();
// The print renderers (pdfkit, fonts, canvas) load when an export runs, not with every command of the CLI.
const runRequest = (request: ExportRequest) => async (doc: ScenarioDocument, out: string, job: JobContext) =>
  (await import('../services/export/run-export')).runExport(doc, request, out, job);

export const EXPORT_FORMATS: Record<string, ExportFormat> = {
  map: {
    usage: '[--page letter|a4|a3|a2|a1|17x22|22x34|WxHmm] [--tile] [--overlap mm] [--margin mm] [--bleed mm]\n' +
      '                 [--no-title-block] [--no-legend] [--tec] [--no-hex-numbers]: the map at true scale (PDF)',
    valued: ['--page', '--overlap', '--margin', '--bleed', '--grid-colour', '--grid-width'],
    flags: ['--tile', '--no-title-block', '--no-legend', '--tec', ...MAP_ART_FLAGS],
    run(doc, args, out, job) {
      const o = { ...defaults.map, ...mapArt(args, defaults.map) };
      const page = args.values.get('--page');
      if (page) {
        const custom = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)mm$/.exec(page);
        if (custom) Object.assign(o, { paper: 'custom', customMm: { width: Number(custom[1]), height: Number(custom[2]) } });
        else o.paper = page.toLowerCase() as typeof o.paper;
      }
      o.tile = args.flags.has('--tile');
      if (o.tile && !page) o.paper = 'letter';
      if (args.values.has('--overlap')) o.overlapMm = numberOption('--overlap', args.values.get('--overlap')!);
      if (args.values.has('--margin')) o.marginMm = numberOption('--margin', args.values.get('--margin')!);
      if (args.values.has('--bleed')) o.bleedMm = numberOption('--bleed', args.values.get('--bleed')!);
      o.titleBlock = !args.flags.has('--no-title-block');
      o.legend = !args.flags.has('--no-legend');
      o.tec = args.flags.has('--tec');
      const options = checked(MapPdfOptionsSchema, o, { paper: '--page', overlapMm: '--overlap', marginMm: '--margin', bleedMm: '--bleed', gridColour: '--grid-colour', gridWidthMm: '--grid-width' });
      return runRequest({ kind: 'map', options })(doc, out, job);
    },
  },
  counters: {
    usage: '[--page letter|a4|a3] [--counter-size 1/2in|9/16in|5/8in|3/4in|1in|Nmm] [--duplex|--gutter-fold]\n' +
      '                 [--flip long-edge|short-edge] [--back-offset x,y] [--bleed mm] [--gap mm] [--calibration]: counter sheets (PDF)',
    valued: ['--page', '--counter-size', '--flip', '--back-offset', '--bleed', '--gap', '--spares'],
    flags: ['--duplex', '--gutter-fold', '--calibration'],
    run(doc, args, out, job) {
      const o = structuredClone(defaults.counters);
      if (args.flags.has('--duplex') && args.flags.has('--gutter-fold')) throw new UsageError('export: choose --duplex or --gutter-fold, not both');
      if (args.flags.has('--gutter-fold')) o.layout = 'gutter-fold';
      const page = args.values.get('--page');
      if (page) o.paper = page.toLowerCase() as typeof o.paper;
      const size = args.values.get('--counter-size');
      if (size) o.counterSizeMm = Math.round(parseLength('--counter-size', size) * 1000) / 1000;
      const flip = args.values.get('--flip');
      if (flip) o.flip = flip as typeof o.flip;
      const offset = args.values.get('--back-offset');
      if (offset) {
        const parts = offset.split(',');
        if (parts.length !== 2) throw new UsageError(`export: --back-offset is x,y in millimetres (e.g. 0.5,-0.3), not "${offset}"`);
        o.backOffsetMm = { x: numberOption('--back-offset', parts[0].trim()), y: numberOption('--back-offset', parts[1].trim()) };
      }
      if (args.values.has('--bleed')) o.bleedMm = numberOption('--bleed', args.values.get('--bleed')!);
      if (args.values.has('--gap')) o.gapMm = numberOption('--gap', args.values.get('--gap')!);
      if (args.values.has('--spares')) o.spareMarkers = numberOption('--spares', args.values.get('--spares')!);
      o.calibration = args.flags.has('--calibration');
      const options = checked(CounterSheetOptionsSchema, o, {
        paper: '--page', counterSizeMm: '--counter-size', flip: '--flip', backOffsetMm: '--back-offset', bleedMm: '--bleed', gapMm: '--gap', spareMarkers: '--spares',
      });
      return runRequest({ kind: 'counters', options })(doc, out, job);
    },
  },
  booklet: {
    usage: '[--page letter|a4]: the scenario booklet (PDF)',
    valued: ['--page'],
    flags: [],
    run(doc, args, out, job) {
      const options = checked(BookletOptionsSchema, { paper: (args.values.get('--page') ?? defaults.booklet.paper).toLowerCase() }, { paper: '--page' });
      return runRequest({ kind: 'booklet', options })(doc, out, job);
    },
  },
  png: {
    usage: '[--dpi 36..300] [--no-hex-numbers]: the whole map as a PNG image',
    valued: ['--dpi', '--grid-colour', '--grid-width'],
    flags: [...MAP_ART_FLAGS],
    run(doc, args, out, job) {
      const dpi = args.values.has('--dpi') ? numberOption('--dpi', args.values.get('--dpi')!) : defaults.png.dpi;
      const options = checked(PngOptionsSchema, { ...mapArt(args, defaults.png), dpi }, { dpi: '--dpi', gridColour: '--grid-colour', gridWidthMm: '--grid-width' });
      return runRequest({ kind: 'png', options })(doc, out, job);
    },
  },
  svg: {
    usage: '[--no-hex-numbers]: the whole map as SVG',
    valued: ['--grid-colour', '--grid-width'],
    flags: [...MAP_ART_FLAGS],
    run(doc, args, out, job) {
      const options = checked(SvgOptionsSchema, mapArt(args, defaults.svg), { gridColour: '--grid-colour', gridWidthMm: '--grid-width' });
      return runRequest({ kind: 'svg', options })(doc, out, job);
    },
  },
};

Object.assign(EXPORT_FORMATS, INTEROP_FORMATS);

export const EXPORT_USAGE = Object.entries(EXPORT_FORMATS)
  .map(([name, f]) => `  export ${name} <file> <out> ${f.usage}`)
  .join('\n');

/** `atoll export <format> <project> <out> [options]`: writes `out` (through a temporary file beside it, so a
 *  failed or interrupted export leaves nothing behind); the project is only read. */
export async function exportCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [format, ...rest] = argv;
  const spec = format ? EXPORT_FORMATS[format] : undefined;
  if (!spec) throw new UsageError(`export: the format must be one of ${Object.keys(EXPORT_FORMATS).join(', ')}${format ? `, not "${format}"` : ''}`);
  const args = parseArgs(`export ${format}`, rest, spec.valued, [...spec.flags, '--force']);
  if (args.positional.length !== 2) throw new UsageError(`export ${format} takes a project file and an output file`);
  const [input, out] = args.positional;
  if (path.resolve(input) === path.resolve(out)) throw new UsageError('export: the output must not be the project file');
  checkOutputFile('export', out, args.flags.has('--force'));
  const doc = readScenario(input);
  const tmp = `${out}.part-${process.pid}`;
  const progress = stderrProgress(`export ${format}`, io.progress);
  try {
    const result = await spec.run(doc, args, tmp, progress, out, io);
    renameSync(tmp, out);
    progress.end();
    io.out(`wrote ${out} (${result.pages !== undefined ? `${result.pages} page${result.pages === 1 ? '' : 's'}, ` : ''}${(result.bytes / 1024).toFixed(0)} KB)`);
    return 0;
  } catch (e) {
    progress.end();
    rmSync(tmp, { force: true });
    throw e;
  }
}
