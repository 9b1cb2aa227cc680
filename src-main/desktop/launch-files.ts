import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_FILE, SCENARIO_FILE, type ShellCommand } from '../../src-shared/api/shell';
import { MAX_SCENARIO_JSON_BYTES } from '../../src-shared/schema/import-json';

/** The files a command line names for Atoll to open: arguments that are not switches and end in .atoll or
 *  .atoll.json, made absolute against the directory the command ran in. (Electron puts its own path, the app's
 *  path in development, and Chromium switches there too.) */
export function filesInArgs(argv: readonly string[], cwd: string): string[] {
  return argv.filter((arg) => !arg.startsWith('-') && (PROJECT_FILE.test(arg) || SCENARIO_FILE.test(arg))).map((arg) => path.resolve(cwd, arg));
}

/** What to tell the page about a file the user gave the app: open a project, import a scenario's text, or why not. */
export function commandForFile(file: string): ShellCommand {
  const fileName = path.basename(file);
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return { kind: 'refused', fileName, reason: 'it is not a file' };
    if (PROJECT_FILE.test(file)) return { kind: 'open', path: file };
    if (stat.size > MAX_SCENARIO_JSON_BYTES) return { kind: 'refused', fileName, reason: `it is larger than the ${MAX_SCENARIO_JSON_BYTES / 1024 / 1024} MB a scenario file may be` };
    return { kind: 'import', fileName, text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { kind: 'refused', fileName, reason: code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'Atoll may not read it' : String(e) };
  }
}
