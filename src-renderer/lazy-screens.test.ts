import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** What the page reaches from `entry` through static imports, and what it reaches only through `import()`. */
async function reach(entry: string): Promise<{ files: Set<string>; packages: Set<string>; dynamic: Set<string> }> {
  const { metafile } = await build({
    entryPoints: [path.join(root, entry)], absWorkingDir: root, bundle: true, format: 'esm', write: false, metafile: true,
    packages: 'external', logLevel: 'silent', loader: { '.css': 'empty' }, jsx: 'automatic',
  });
  const files = new Set<string>([entry]);
  const packages = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    for (const imp of metafile.inputs[queue.shift()!]?.imports ?? []) {
      if (imp.kind === 'dynamic-import') dynamic.add(imp.path);
      else if (imp.external) packages.add(imp.path.split('/')[0]);
      else if (!files.has(imp.path)) {
        files.add(imp.path);
        queue.push(imp.path);
      }
    }
  }
  return { files, packages, dynamic };
}

describe('the page start-up', () => {
  const LAZY = [
    'src-renderer/sheets/SheetView.tsx',
    'src-renderer/playtest/PlaytestScreen.tsx',
    'src-renderer/analytics/AnalyticsPanel.tsx',
    'src-renderer/export/ExportDialog.tsx',
    'src-renderer/interop/TiledImportDialog.tsx',
    'src-renderer/interop/InteropExportDialog.tsx',
  ];

  it('loads the sheets, the play-test screen, the balance panel, the dialogs and milsymbol on first use, not at start', async () => {
    const { files, packages, dynamic } = await reach('src-renderer/main.tsx');
    expect(files.has('src-renderer/App.tsx')).toBe(true);
    expect(packages.has('konva')).toBe(true);
    for (const file of LAZY) {
      expect(files.has(file), `${file} is imported statically`).toBe(false);
      expect(dynamic.has(file), `${file} is not loaded by import()`).toBe(true);
    }
    expect(packages.has('milsymbol'), 'milsymbol (a third of the bundle) is imported statically').toBe(false);
    expect([...files].filter((f) => f.startsWith('src-renderer/counters/') && !f.endsWith('.css')), 'the counter drawing is imported statically').toEqual([]);
  });
});
