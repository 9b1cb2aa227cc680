import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { parseScenarioJson } from '../../../../src-shared/schema';

/** A bundled scenario (scenarios/<name>.atoll.json), for the export tests. */
export function bundled(name: string): ScenarioDocument {
  const parsed = parseScenarioJson(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../scenarios', `${name}.atoll.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  return parsed.document;
}
