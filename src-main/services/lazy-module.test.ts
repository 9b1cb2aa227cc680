import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

const root = path.resolve(__dirname, '../..');

/** The packages the backend reaches through static imports from `entry` (dynamic imports left out). */
async function staticPackages(entry: string): Promise<Set<string>> {
  const { metafile } = await build({ entryPoints: [path.join(root, entry)], absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, packages: 'external', logLevel: 'silent' });
  const seen = new Set<string>([entry]);
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    for (const imp of metafile.inputs[queue.shift()!]?.imports ?? []) {
      if (imp.kind === 'dynamic-import' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      if (imp.external) packages.add(imp.path.startsWith('@') ? imp.path.split('/').slice(0, 2).join('/') : imp.path.split('/')[0]);
      else queue.push(imp.path);
    }
  }
  return packages;
}

describe('lazyModule', () => {
  it('imports once, on first use, and keeps the module', async () => {
    let loads = 0;
    const mod = lazyModule(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([mod(), mod()]);
    expect(a).toBe(b);
    expect(await mod()).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('tries again after a failed import', async () => {
    let loads = 0;
    const mod = lazyModule(async () => {
      if (++loads === 1) throw new Error('disk hiccup');
      return 'loaded';
    });
    await expect(mod()).rejects.toThrow('disk hiccup');
    expect(await mod()).toBe('loaded');
  });

  it('the backend starts without the export and interop renderers: they load with their first use', async () => {
    const packages = await staticPackages('src-main/services/backend.ts');
    expect(packages.has('better-sqlite3')).toBe(true);
    for (const heavy of ['pdfkit', 'fontkit', '@napi-rs/canvas', '@xmldom/xmldom', 'svg-to-pdfkit']) expect(packages.has(heavy), heavy).toBe(false);
  });
});
