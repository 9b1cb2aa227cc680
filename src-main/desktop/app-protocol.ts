import path from 'node:path';

/** The page is served from atoll://app/ (a standard, secure scheme of our own) rather than file://: the page gets an
 *  origin of its own, the content security policy's 'self' means exactly the app's files, and file:// keeps no extra
 *  privileges (the fuse is off in the packaged app). */
export const APP_SCHEME = 'atoll';
export const APP_HOST = 'app';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** The file an atoll:// request names inside the renderer's folder, with its content type; null for anything else
 *  (another host or scheme, a path that leaves the folder, an encoded separator or a NUL). */
export function appFile(rendererDir: string, url: string): { file: string; type: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.includes('\\')) return null;
  if (relative === '/' || relative === '') relative = '/index.html';
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${relative}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return { file, type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
}
