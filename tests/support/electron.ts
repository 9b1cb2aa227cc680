/** Where the Electron binary is, when `npm ci` (or scripts/electron-binary.mjs) could download it. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The reason the desktop tests that need Electron are skipped on a machine without its binary. */
export const NO_ELECTRON =
  'the Electron binary is not installed here (it cannot be downloaded on this machine; scripts/electron-binary.mjs fetches it where it can)';

export function electronBinary(): string | null {
  const dir = path.join(ROOT, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/** The unpacked Electron distribution electron-builder can package with (`electronDist`), or null. */
export function electronDist(): string | null {
  return electronBinary() ? path.join(ROOT, 'node_modules', 'electron', 'dist') : null;
}
