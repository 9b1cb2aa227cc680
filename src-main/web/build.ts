import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under the given folders (skipping node_modules and tests). */
function newest(dirs: string[]): number {
  let latest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes('.test.')) latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) walk(dir);
  return latest;
}

/** Build the browser-mode renderer when it is missing or older than its sources. */
export async function ensureRendererBuilt(root: string, outDir: string, log: (line: string) => void): Promise<void> {
  const index = path.join(outDir, 'index.html');
  let builtAt = 0;
  try {
    builtAt = statSync(index).mtimeMs;
  } catch {
    builtAt = 0;
  }
  const sources = newest([path.join(root, 'src-renderer'), path.join(root, 'src-shared')]);
  if (builtAt > sources) return;
  log(builtAt ? 'Atoll: sources changed, rebuilding the renderer…' : 'Atoll: building the renderer…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.web.config.ts'), logLevel: 'warn' });
}
