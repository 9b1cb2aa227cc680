/** `atoll <command>`: the commands, their usage, and the one place errors become a line on stderr and an exit code. */
import { ApiError } from '../../src-shared/api/errors';
import type { CliIo } from './cli-io';
import { EXPORT_USAGE } from './export-command';
import { UsageError } from './options';

// Each command's module loads when that command runs: `atoll --help` or `atoll info` starts without the engine,
// the print renderers or the Tiled reader (0.45 s of CPU for a start that loaded them all, from a bundle).

const IMPORT_TILED_USAGE = `  import-tiled <map> <out>  a hexagonal Tiled map (.tmx, .tmj, .json) as a new project (.atoll) or scenario
                           (.atoll.json) [--mapping mapping.json: what each tile and object becomes]
                           [--force to overwrite <out>]`;

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

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === 'export') return (await import('./export-command')).exportCommand(argv.slice(1), io);
  if (argv[0] === 'import-tiled') return (await import('./import-tiled-command')).importTiledCommand(argv.slice(1), io);
  if (argv[0] === 'playout') return (await import('./playout-command')).playout(argv.slice(1), io);
  if (argv[0] === 'replay') return (await import('./replay-command')).replayCommand(argv.slice(1), io);
  const force = argv.includes('--force');
  const [command, ...rest] = argv.filter((a) => a !== '--force');
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  const need = (n: number) => {
    if (rest.length !== n) throw new UsageError(`${command} takes ${n} file argument${n > 1 ? 's' : ''}`);
  };
  const files = () => import('./file-commands');
  switch (command) {
    case 'info':
      need(1);
      return (await files()).info(rest[0], io);
    case 'check':
      need(1);
      return (await files()).check(rest[0], io);
    case 'convert':
      need(2);
      return (await files()).convert(rest[0], rest[1], force, io);
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
