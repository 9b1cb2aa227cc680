/** The bundled scenarios (scenarios/*.atoll.json) as documents, for tests that play them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';

/** The Paratrooper scenarios; the island scenario Taremo Ridge is bundled too. */
export const BUNDLED_SCENARIOS = ['palembang', 'primosole'] as const;
export type BundledScenario = (typeof BUNDLED_SCENARIOS)[number] | 'taremo';

export const scenarioPath = (name: BundledScenario) => fileURLToPath(new URL(`../../scenarios/${name}.atoll.json`, import.meta.url));

export function bundledScenario(name: BundledScenario): ScenarioDocument {
  const result = parseScenarioJson(readFileSync(scenarioPath(name), 'utf8'));
  if (!result.ok) throw new Error(`${path.basename(scenarioPath(name))}: ${JSON.stringify(result.errors)}`);
  return result.document;
}
