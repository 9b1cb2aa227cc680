import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
let scratch = '';

/** `npm run cycles` (oxlint with `.oxlintrc.cycles.json`) over probe files in a scratch copy of the project's layout. */
function cyclesIn(files: Record<string, string>): { status: number | null; cycleFiles: string[] } {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'atoll-cycles-'));
  copyFileSync(path.join(root, '.oxlintrc.cycles.json'), path.join(scratch, '.oxlintrc.cycles.json'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), code);
  }
  const oxlint = path.join(root, 'node_modules', 'oxlint', 'bin', 'oxlint');
  const run = spawnSync(process.execPath, [oxlint, '--config', '.oxlintrc.cycles.json', '--format', 'json', 'src-shared', 'src-renderer'], { cwd: scratch, encoding: 'utf8' });
  const diagnostics = (JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string }[] }).diagnostics;
  return { status: run.status, cycleFiles: diagnostics.filter((d) => d.code === 'import(no-cycle)').map((d) => d.filename.split(path.sep).join('/')).sort() };
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

describe('npm run cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const found = cyclesIn({
      'src-shared/model/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src-shared/model/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(found.status).toBe(1);
    expect(found.cycleFiles).toEqual(['src-shared/model/a.ts', 'src-shared/model/b.ts']);
  });

  it('finds a cycle that runs through a folder index and from the renderer into src-shared', () => {
    const found = cyclesIn({
      'src-shared/hex/index.ts': "export * from './grid';\n",
      'src-shared/hex/grid.ts': "import { panel } from '../../src-renderer/panel';\nexport const grid = () => panel;\n",
      'src-renderer/panel.tsx': "import { grid } from '../src-shared/hex';\nexport const panel = () => grid;\n",
    });
    expect(found.status).toBe(1);
    expect(found.cycleFiles).toEqual(['src-renderer/panel.tsx', 'src-shared/hex/grid.ts', 'src-shared/hex/index.ts']);
  });

  it('passes imports that only go one way', () => {
    const found = cyclesIn({
      'src-shared/hex/index.ts': "export * from './grid';\n",
      'src-shared/hex/grid.ts': 'export const grid = 1;\n',
      'src-renderer/panel.tsx': "import { grid } from '../src-shared/hex';\nexport const panel = () => grid;\n",
    });
    expect(found).toEqual({ status: 0, cycleFiles: [] });
  });
});
