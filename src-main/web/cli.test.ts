/** `npm run web` as a user starts and stops it: a signal sent to the npm process leaves no server behind. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Each case starts npm and the TypeScript host (a few seconds of CPU); beside the other suites on 2 cores that can
// pass the default limit.
vi.setConfig({ testTimeout: 90_000 });

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Live (not zombie) processes whose command line names `marker` (Linux only: read from /proc). */
function liveProcessesNaming(marker: string): number[] {
  if (!existsSync('/proc/self/cmdline')) return [];
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      const state = readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '')[0];
      return cmdline.includes(marker) && state !== 'Z' ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not true after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run web', () => {
  it.concurrent.each(['SIGTERM', 'SIGINT'] as const)('stops cleanly when %s is sent to the npm process: no server is left on the port', async (signal) => {
    const projects = mkdtempSync(path.join(os.tmpdir(), `atoll-web-${signal}-`));
    dirs.push(projects);
    const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'web', '--', '--no-open', '--no-build', '--projects-dir', projects], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    await until('the host printed its address', () => /Atoll browser mode: http:\/\/127\.0\.0\.1:\d+\//.test(output), 60_000);
    const port = Number(/127\.0\.0\.1:(\d+)\//.exec(output)?.[1]);
    expect(await refusesConnections(port)).toBe(false);
    expect(liveProcessesNaming(projects).length).toBeGreaterThan(0);

    npm.kill(signal);
    await exited;
    await until(`port ${port} is free`, () => refusesConnections(port));
    await until('no process of the host is left', () => liveProcessesNaming(projects).length === 0);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
