import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultExportOptions } from '../../src-shared/api/contract-export';
import type { ApiResponse } from '../../src-shared/api/errors';
import { createBackend, type Backend } from '../services/backend';
import { confinedPaths } from '../services/paths';
import { startWebHost, type WebHost } from './host';

let root: string;
let backend: Backend;
let host: WebHost;

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(method: string, urlPath: string, headers: Record<string, string | undefined> = {}, body?: string): Promise<Reply> {
  const all: Record<string, string | undefined> = {
    host: `127.0.0.1:${host.port}`, origin: `http://127.0.0.1:${host.port}`, 'x-atoll-token': host.token, 'content-type': 'application/json', ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: host.port, method, path: urlPath, headers: sent, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function call<T>(method: string, input: unknown): Promise<T> {
  const reply = await request('POST', `/api/${method}`, {}, JSON.stringify(input));
  const parsed = JSON.parse(reply.body.toString('utf8')) as ApiResponse<T>;
  if (!parsed.ok) throw new Error(`${method}: ${parsed.error.message}`);
  return parsed.value;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'atoll-download-'));
  const projects = path.join(root, 'projects');
  const staticDir = path.join(root, 'static');
  mkdirSync(projects);
  mkdirSync(staticDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Atoll</title>');
  let n = 0;
  backend = createBackend({
    host: 'web', version: '0.0.0-test', projectsDir: projects, dataDir: path.join(root, 'data'), paths: confinedPaths(projects), newHandle: () => `h-${++n}`,
  });
  host = await startWebHost({ port: 0, staticDir, handlers: backend.handlers, download: backend.exportDownload });
});

afterAll(async () => {
  await host?.close();
  backend?.closeAll();
  rmSync(root, { recursive: true, force: true });
});

describe('browser mode: a finished export is downloaded from the host, never sent inside JSON', () => {
  it('serves the file to the tokened client only, and remembers the options in the project', async () => {
    const text = readFileSync(path.join(__dirname, '../../scenarios/palembang.atoll.json'), 'utf8');
    const project = await call<{ handle: string }>('project.importJson', { fileName: 'palembang.atoll.json', text });
    const options = { ...defaultExportOptions().counters, counterSizeMm: 12.7 };
    const { id } = await call<{ id: string }>('export.start', { handle: project.handle, request: { kind: 'counters', options } });
    let state = 'running';
    for (let i = 0; i < 200 && state === 'running'; i++) {
      state = (await call<{ state: string }>('jobs.status', { id })).state;
      if (state === 'running') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('done');
    const file = await call<{ fileName: string; bytes: number; pages: number }>('export.result', { id });
    expect(file.fileName).toBe('Palembang-counters.pdf');

    const refused = [
      await request('POST', `/download/${id}`, { 'x-atoll-token': undefined }),
      await request('POST', `/download/${id}`, { 'x-atoll-token': 'x'.repeat(32) }),
      await request('POST', `/download/${id}`, { origin: 'http://evil.example' }),
      await request('POST', `/download/${id}`, { host: 'evil.example' }),
      await request('GET', `/download/${id}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 403, 403, 405]);
    for (const r of refused) expect(r.body.subarray(0, 4).toString()).not.toBe('%PDF');
    expect((await request('POST', '/download/job-zzz')).status).toBe(404);

    const ok = await request('POST', `/download/${id}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toContain('Palembang-counters.pdf');
    expect(ok.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ok.body.length).toBe(file.bytes);

    const remembered = await call<{ counters: { counterSizeMm: number } }>('export.options', { handle: project.handle });
    expect(remembered.counters.counterSizeMm).toBe(12.7);
  });
});
