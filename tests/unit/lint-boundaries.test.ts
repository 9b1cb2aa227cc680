import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('import boundaries (DESIGN.md §2)', () => {
  it.each([
    ['node:fs', "import { readFileSync } from 'node:fs';"],
    ['electron', "import { app } from 'electron';"],
    ['react', "import { useState } from 'react';"],
    ['konva', "import Konva from 'konva';"],
    ['mobx', "import { observable } from 'mobx';"],
    ['better-sqlite3', "import Database from 'better-sqlite3';"],
    ['a process folder', "import { x } from '../../src-main/services/backend';"],
  ])('src-shared may not import %s', async (_what, code) => {
    expect(await ruleIds('src-shared/model/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('src-shared may not use ambient randomness, time or the DOM', async () => {
    const ids = await ruleIds('src-shared/engine/probe.ts', 'export const a = Math.random() + Date.now(); export const b = document.title;');
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
    expect(ids).toContain('no-restricted-globals');
  });

  it.each([
    ['src-renderer/probe.ts', "import { createBackend } from '../src-main/services/backend';"],
    ['src-main/probe.ts', "import { App } from '../src-renderer/App';"],
    ['src-preload/probe.ts', "import { x } from '../src-main/desktop/ipc';"],
  ])('%s may not import another process folder', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['src-shared/engine/combat/probe.ts', "import { allInsideCave } from '../modules/caves/caves';\nexport const a = allInsideCave;"],
    ['src-shared/engine/core/probe.ts', "import type { PacificState } from '../modules/pacific/pacific-state';\nexport type P = PacificState;"],
    ['src-shared/engine/probe.ts', "import { RULE_MODULES } from './modules/installed';\nexport const m = RULE_MODULES;"],
  ])('the engine core may not import a rule module (%s)', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it('rule modules, bots, test helpers and the index may import modules; the core keeps its other limits', async () => {
    expect(await ruleIds('src-shared/engine/modules/caves/probe.ts', "import { allInsideCave } from './caves';\nexport const a = allInsideCave;")).toEqual([]);
    expect(await ruleIds('src-shared/engine/bots/probe.ts', "import { allInsideCave } from '../modules/caves/caves';\nexport const a = allInsideCave;")).toEqual([]);
    expect(await ruleIds('src-shared/engine/core/probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;")).toContain('no-restricted-imports');
  });

  it('allowed imports pass', async () => {
    expect(await ruleIds('src-renderer/probe.ts', "import { hexKey } from '../src-shared/hex';\nexport const k = hexKey;")).toEqual([]);
    expect(await ruleIds('src-shared/model/probe.ts', "import { z } from 'zod';\nexport const s = z.string();")).toEqual([]);
  });
});
