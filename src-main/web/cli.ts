import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../services/backend';
import { scheduleWarmUp } from '../services/warm-up';
import { confinedPaths } from '../services/paths';
import { startWebHost } from './host';

const USAGE = 'usage: npm run web -- [--port N] [--projects-dir DIR] [--no-open] [--no-build]';

// `--no-build` is read by scripts/web.mjs, which builds what is out of date before it starts this host.
type WebArgs = { port: number; projectsDir: string; open: boolean };

function parseArgs(argv: string[]): WebArgs {
  const args: WebArgs = { port: 0, projectsDir: path.join(os.homedir(), 'Atoll Projects'), open: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-open') args.open = false;
    else if (arg === '--no-build') continue;
    else if (arg === '--port') {
      const port = Number(argv[++i]);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port needs a number from 0 to 65535`);
      args.port = port;
    } else if (arg === '--projects-dir') {
      const dir = argv[++i];
      if (!dir) throw new Error('--projects-dir needs a folder');
      args.projectsDir = path.resolve(dir);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  return args;
}

function openBrowser(url: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

async function main() {
  let args: WebArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`atoll web: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const staticDir = path.join(root, 'out/web');
  mkdirSync(args.projectsDir, { recursive: true });
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const backend = createBackend({
    host: 'web',
    version,
    projectsDir: args.projectsDir,
    dataDir: path.join(args.projectsDir, '.atoll'),
    paths: confinedPaths(args.projectsDir),
    newHandle: () => randomBytes(12).toString('hex'),
  });
  const host = await startWebHost({ port: args.port, staticDir, handlers: backend.handlers, download: backend.exportDownload });
  console.log(`Atoll browser mode: ${host.url}`);
  scheduleWarmUp();
  if (args.open) openBrowser(host.url);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    backend.closeAll();
    void host.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // `npm run web` execs this process in place of npm's shell, so the SIGINT and SIGTERM npm passes on arrive here.
  // Should the process that started the server die some other way (SIGKILL, a shell that does not exec), stop too,
  // so no server is left holding the port.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250).unref();
}

main().catch((e: unknown) => {
  console.error(`atoll web: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
