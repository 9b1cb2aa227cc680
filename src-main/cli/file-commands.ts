/** `atoll info`, `check` and `convert`: the commands that read a project or scenario file whole. */
import { existsSync, writeFileSync } from 'node:fs';
import { COLLECTION_NAMES, documentToJson } from '../../src-shared/model';
import { checkScenario } from '../../src-shared/validate';
import { ProjectStore } from '../services/project-store';
import type { CliIo } from './cli-io';
import { checkOutputFile, UsageError } from './options';
import { isJsonPath, readScenario } from './read-scenario';

export function info(file: string, io: CliIo) {
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

export function check(file: string, io: CliIo) {
  const problems = checkScenario(readScenario(file, { references: false }));
  const errors = problems.filter((p) => p.severity === 'error').length;
  for (const p of problems) io.out(`${p.severity}: ${p.message} (${p.path})`);
  io.out(problems.length ? `${errors} error(s), ${problems.length - errors} warning(s)` : 'no problems found');
  return errors > 0 ? 1 : 0;
}

export function convert(input: string, output: string, force: boolean, io: CliIo) {
  checkOutputFile('convert', output, force);
  const doc = readScenario(input);
  if (isJsonPath(output)) writeFileSync(output, documentToJson(doc));
  else if (output.toLowerCase().endsWith('.atoll')) {
    if (force) for (const suffix of ['', '-wal', '-shm']) if (existsSync(output + suffix)) writeFileSync(output + suffix, '');
    ProjectStore.create(output, doc).close();
  } else throw new UsageError('the output must end in .atoll or .atoll.json');
  io.out(`wrote ${output}`);
  return 0;
}
