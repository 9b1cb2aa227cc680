/** `atoll <command>`: the commands, their usage, and the one place errors become a line on stderr and an exit code. */
import { existsSync, writeFileSync } from 'node:fs';
import { ApiError } from '../../src-shared/api/errors';
import { COLLECTION_NAMES, documentToJson } from '../../src-shared/model';
import { checkScenario } from '../../src-shared/validate';
import { ProjectStore } from '../services/project-store';
import type { CliIo } from './cli-io';
import { EXPORT_USAGE, exportCommand } from './export-command';
import { IMPORT_TILED_USAGE, importTiledCommand } from './import-tiled-command';
import { UsageError } from './options';
import { playout } from './playout-command';
import { isJsonPath, readScenario } from './read-scenario';
import { replayCommand } from './replay-command';

const USAGE = `usage: npm run atoll -- <command> [arguments]

commands:
  info <file>              what a project or scenario file holds
  check <file>             list the scenario's problems; exit 1 when there are errors
  convert <in> <out>       convert between .atoll (project) and .atoll.json (scenario JSON)
                           [--force to overwrite <out>]
  playout <file>           bots play whole games; prints how they ended, the VP and victory levels
                           [--games N] [--seed S] [--bots random|greedy|side=kind,...] [--json]
                           [--save-session FILE: the first game, for replay]
  replay <session.json>    replay a saved session; prints its final turn, phase and state hash
                           (exit 1 when the session pins a different hash)
${IMPORT_TILED_USAGE}
  export <format> <file> <out> [options]   print and publish (add --force to overwrite <out>):
${EXPORT_USAGE}

<file> is a .atoll project or a .atoll.json scenario.`;

function info(file: string, io: CliIo) {
  const doc = readScenario(file);
  const lines = [
    `file:      ${file}`,
    `title:     ${doc.info.title}${doc.info.subtitle ? ` — ${doc.info.subtitle}` : ''}`,
    `designer:  ${doc.info.designer || '—'}`,
    `map:       ${doc.map.cols} × ${doc.map.rows} hexes, ${doc.map.orientation}-top, ${doc.map.hexSizeMm} mm`,
    `sides:     ${doc.sides.map((s) => s.name).join(', ') || '—'}`,
    `hexes:     ${doc.hexes.length} set`,
    ...COLLECTION_NAMES.filter((n) => n !== 'sides' && doc[n].length > 0).map((n) => `${(n + ':').padEnd(10)} ${doc[n].length}`),
    `format:    version ${doc.version}`,
  ];
  io.out(lines.join('\n'));
  return 0;
}

function check(file: string, io: CliIo) {
  const problems = checkScenario(readScenario(file, { references: false }));
  const errors = problems.filter((p) => p.severity === 'error').length;
  for (const p of problems) io.out(`${p.severity}: ${p.message} (${p.path})`);
  io.out(problems.length ? `${errors} error(s), ${problems.length - errors} warning(s)` : 'no problems found');
  return errors > 0 ? 1 : 0;
}

function convert(input: string, output: string, force: boolean, io: CliIo) {
  if (existsSync(output) && !force) throw new UsageError(`${output} exists; pass --force to overwrite it`);
  const doc = readScenario(input);
  if (isJsonPath(output)) writeFileSync(output, documentToJson(doc));
  else if (output.toLowerCase().endsWith('.atoll')) {
    if (force) for (const suffix of ['', '-wal', '-shm']) if (existsSync(output + suffix)) writeFileSync(output + suffix, '');
    ProjectStore.create(output, doc).close();
  } else throw new UsageError('the output must end in .atoll or .atoll.json');
  io.out(`wrote ${output}`);
  return 0;
}

function run(argv: readonly string[], io: CliIo): number | Promise<number> {
  if (argv[0] === 'export') return exportCommand(argv.slice(1), io);
  if (argv[0] === 'import-tiled') return importTiledCommand(argv.slice(1), io);
  if (argv[0] === 'playout') return playout(argv.slice(1), io);
  if (argv[0] === 'replay') return replayCommand(argv.slice(1), io);
  const force = argv.includes('--force');
  const [command, ...rest] = argv.filter((a) => a !== '--force');
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  const need = (n: number) => {
    if (rest.length !== n) throw new UsageError(`${command} takes ${n} file argument${n > 1 ? 's' : ''}`);
  };
  switch (command) {
    case 'info':
      need(1);
      return info(rest[0], io);
    case 'check':
      need(1);
      return check(rest[0], io);
    case 'convert':
      need(2);
      return convert(rest[0], rest[1], force, io);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** The exit code of a failed command: 2, with its reason on stderr in one line (and the usage for a usage error). */
function fail(e: unknown, argv: readonly string[], io: CliIo): number {
  if (e instanceof UsageError) {
    // Export has many options: its reason stands alone on one line; `help` lists them.
    io.err(argv[0] === 'export' ? `atoll: ${e.message} (npm run atoll -- help lists the options)` : `atoll: ${e.message}\n\n${USAGE}`);
  } else if (e instanceof ApiError) {
    io.err(`atoll: ${e.message}`);
    for (const d of e.details?.slice(0, 20) ?? []) io.err(`  ${d.path}: ${d.message}`);
    if ((e.details?.length ?? 0) > 20) io.err(`  … and ${e.details!.length - 20} more`);
  } else {
    io.err(`atoll: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 2;
}

/** Runs one command line (the arguments after `atoll`) and returns its exit code; writes only through `io`. */
export function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  return Promise.resolve()
    .then(() => run(argv, io))
    .catch((e: unknown) => fail(e, argv, io));
}
