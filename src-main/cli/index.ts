/** `npm run atoll -- <command>`: the CLI's process, writing to stdout and stderr, its exit code that of the command. */
import { processIo } from './cli-io';
import { runCli } from './run-cli';

void runCli(process.argv.slice(2), processIo).then((code) => {
  process.exitCode = code;
});
