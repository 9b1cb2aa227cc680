import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

type Probe = { file: string; code: string };
type Diagnostic = { code: string; filename: string };

const shared = (code: string): Probe => ({ file: 'src-shared/model/probe.ts', code });
const PROBES = {
  nodeFs: shared("import { readFileSync } from 'node:fs';"),
  electron: shared("import { app } from 'electron';"),
  react: shared("import { useState } from 'react';"),
  konva: shared("import Konva from 'konva';"),
  mobx: shared("import { observable } from 'mobx';"),
  sqlite: shared("import Database from 'better-sqlite3';"),
  processFolder: shared("import { x } from '../../src-main/services/backend';"),
  ambient: { file: 'src-shared/engine/probe.ts', code: 'export const a = Math.random() + Date.now(); export const b = document.title;' },
  anyType: shared('export const a: any = 1;'),
  rendererToMain: { file: 'src-renderer/probe.ts', code: "import { createBackend } from '../src-main/services/backend';" },
  mainToRenderer: { file: 'src-main/probe.ts', code: "import { App } from '../src-renderer/App';" },
  preloadToMain: { file: 'src-preload/probe.ts', code: "import { x } from '../src-main/desktop/ipc';" },
  combatToModule: { file: 'src-shared/engine/combat/probe.ts', code: "import { allInsideCave } from '../modules/caves/caves';\nexport const a = allInsideCave;" },
  coreToModuleType: { file: 'src-shared/engine/core/probe.ts', code: "import type { PacificState } from '../modules/pacific/pacific-state';\nexport type P = PacificState;" },
  engineToModules: { file: 'src-shared/engine/probe.ts', code: "import { RULE_MODULES } from './modules/installed';\nexport const m = RULE_MODULES;" },
  moduleToModule: { file: 'src-shared/engine/modules/caves/probe.ts', code: "import { allInsideCave } from './caves';\nexport const a = allInsideCave;" },
  botToModule: { file: 'src-shared/engine/bots/probe.ts', code: "import { allInsideCave } from '../modules/caves/caves';\nexport const a = allInsideCave;" },
  coreToNode: { file: 'src-shared/engine/core/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;" },
  testUsesNode: { file: 'src-shared/model/probe.test.ts', code: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync + Math.random();" },
  rendererToShared: { file: 'src-renderer/probe.ts', code: "import { hexKey } from '../src-shared/hex';\nexport const k = hexKey;" },
  sharedToZod: shared("import { z } from 'zod';\nexport const s = z.string();"),
} satisfies Record<string, Probe>;
type ProbeName = keyof typeof PROBES;

let scratch = '';
const found = new Map<ProbeName, string[]>();

/**
 * Every probe is saved in its folder (under a name of its own) in a scratch copy of the project's layout with the
 * project's lint configuration, never in the source folders, and linted by one oxlint run.
 */
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'atoll-lint-'));
  copyFileSync(path.join(root, '.oxlintrc.json'), path.join(scratch, '.oxlintrc.json'));
  const fileOf = new Map<string, ProbeName>();
  for (const [name, probe] of Object.entries(PROBES) as [ProbeName, Probe][]) {
    const file = probe.file.replace(/probe(\.test)?\.ts$/, `probe-${name}$1.ts`);
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), probe.code);
    fileOf.set(file, name);
    found.set(name, []);
  }
  const oxlint = path.join(root, 'node_modules', 'oxlint', 'bin', 'oxlint');
  const run = spawnSync(process.execPath, [oxlint, '--format', 'json', ...fileOf.keys()], { cwd: scratch, encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`oxlint failed (exit ${run.status}): ${run.stderr}`);
  for (const d of (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics) {
    const name = fileOf.get(d.filename.split(path.sep).join('/'));
    if (!name) throw new Error(`oxlint reported a file that is no probe: ${d.filename}`);
    found.get(name)!.push(/\((.+)\)$/.exec(d.code)?.[1] ?? d.code);
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ruleIds = (name: ProbeName): string[] => found.get(name) ?? [];

describe('import boundaries (DESIGN.md §2)', () => {
  it.each<ProbeName>(['nodeFs', 'electron', 'react', 'konva', 'mobx', 'sqlite', 'processFolder'])('src-shared may not import %s', (name) => {
    expect(ruleIds(name)).toContain('no-restricted-imports');
  });

  it('src-shared may not use ambient randomness, time or the DOM', () => {
    const ids = ruleIds('ambient');
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
    expect(ids).toContain('no-restricted-globals');
  });

  it('no explicit any', () => {
    expect(ruleIds('anyType')).toEqual(['no-explicit-any']);
  });

  it.each<ProbeName>(['rendererToMain', 'mainToRenderer', 'preloadToMain'])('a process folder may not import another (%s)', (name) => {
    expect(ruleIds(name)).toContain('no-restricted-imports');
  });

  it.each<ProbeName>(['combatToModule', 'coreToModuleType', 'engineToModules'])('the engine core may not import a rule module (%s)', (name) => {
    expect(ruleIds(name)).toContain('no-restricted-imports');
  });

  it('rule modules, bots, test helpers and the index may import modules; the core keeps its other limits', () => {
    expect(ruleIds('moduleToModule')).toEqual([]);
    expect(ruleIds('botToModule')).toEqual([]);
    expect(ruleIds('coreToNode')).toContain('no-restricted-imports');
  });

  it('allowed imports pass, and tests beside the shared code may use Node', () => {
    expect(ruleIds('rendererToShared')).toEqual([]);
    expect(ruleIds('sharedToZod')).toEqual([]);
    expect(ruleIds('testUsesNode')).toEqual([]);
  });
});
