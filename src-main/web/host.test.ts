import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src-shared/api/contract';
import type { ApiResponse } from '../../src-shared/api/errors';
import { unpackAnswer } from '../../src-shared/api/wire';
import { DOCUMENT_VERSION, emptyDocument } from '../../src-shared/model';
import { PROJECT_SCHEMA_VERSION } from '../services/project-schema';
import { createBackend, type Backend } from '../services/backend';
import { confinedPaths } from '../services/paths';
import { ProjectStore } from '../services/project-store';
import { MAX_BODY_BYTES, startWebHost, type WebHost } from './host';

let root: string;
let projects: string;
let outside: string;
let backend: Backend;
let host: WebHost;
let handle = 0;
const seen: { what: string; headers: IncomingHttpHeaders }[] = [];

type Reply = { status: number; headers: IncomingHttpHeaders; text: string };
type Headers = Record<string, string | undefined>;

/** A raw request with full control of the headers (fetch would not let us set Host). `undefined` drops a header. */
function request(method: string, urlPath: string, headers: Headers = {}, body?: string | Buffer): Promise<Reply> {
  const all: Headers = {
    host: `127.0.0.1:${host.port}`,
    origin: `http://127.0.0.1:${host.port}`,
    'x-atoll-token': host.token,
    'content-type': 'application/json',
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: host.port, method, path: urlPath, headers: sent, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        seen.push({ what: `${method} ${urlPath}`, headers: res.headers });
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function api(method: string, input: unknown, headers: Headers = {}): Promise<{ status: number; body: ApiResponse<Record<string, unknown>> }> {
  const reply = await request('POST', `/api/${method}`, headers, JSON.stringify(input));
  return { status: reply.status, body: JSON.parse(reply.text) as ApiResponse<Record<string, unknown>> };
}

/** The value of a successful call (fails the test otherwise). */
function valueOf<T>(body: ApiResponse<unknown>): T {
  if (!body.ok) throw new Error(`expected success, got ${body.error.code}: ${body.error.message}`);
  return body.value as T;
}

async function refusedStatus(headers: Headers, status: number) {
  const { status: got, body } = await api('app.info', {}, headers);
  expect(got).toBe(status);
  expect(body.ok).toBe(false);
  if (!body.ok) expect(body.error.code).toBe(status === 415 ? 'invalid-request' : 'unauthorized');
}

/** Every file under `dir` with its hash (symlinks as their target), to prove nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    if (entry.isSymbolicLink()) out[rel] = 'link';
    else if (entry.isDirectory()) out[rel] = 'dir';
    else out[rel] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'atoll-host-'));
  projects = path.join(root, 'projects');
  outside = path.join(root, 'outside');
  const staticDir = path.join(root, 'static');
  for (const d of [projects, outside, staticDir]) mkdirSync(d);
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Atoll</title>');
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'index-C0ffee12.js'), 'export {};');
  // Real projects outside the folder, so a path that got through would open rather than fail for another reason.
  const secret = emptyDocument();
  secret.info.title = 'Secret';
  ProjectStore.create(path.join(outside, 'secret.atoll'), secret).close();
  ProjectStore.create(path.join(root, 'x.atoll'), secret).close();
  ProjectStore.create(path.join(projects, 'inside.atoll'), emptyDocument()).close();
  symlinkSync(outside, path.join(projects, 'link'));
  symlinkSync(path.join(outside, 'secret.atoll'), path.join(projects, 'evil.atoll'));

  backend = createBackend({
    host: 'web',
    version: '0.0.0-test',
    projectsDir: projects,
    dataDir: path.join(root, 'data'),
    paths: confinedPaths(projects),
    now: () => new Date('2026-01-01T00:00:00Z'),
    newHandle: () => `handle-${++handle}`,
  });
  host = await startWebHost({ port: 0, staticDir, handlers: backend.handlers });
});

afterAll(async () => {
  await host?.close();
  backend?.closeAll();
  rmSync(root, { recursive: true, force: true });
});

describe('browser-mode host: who may call', () => {
  it('listens on 127.0.0.1 only and hands out a tokenised url', () => {
    const address = host.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(24);
  });

  it('answers a good call', async () => {
    const { status, body } = await api('app.info', {});
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      value: { name: 'Atoll', version: '0.0.0-test', host: 'web', projectsDir: '.', projectsFolder: projects, documentVersion: DOCUMENT_VERSION, projectSchemaVersion: PROJECT_SCHEMA_VERSION },
    });
    const viaLocalhost = await api('app.info', {}, { host: `localhost:${host.port}`, origin: `http://localhost:${host.port}` });
    expect(viaLocalhost.status).toBe(200);
    const withCharset = await api('app.info', {}, { 'content-type': 'application/json; charset=utf-8' });
    expect(withCharset.status).toBe(200);
  });

  it('refuses a wrong or missing token with 401', async () => {
    await refusedStatus({ 'x-atoll-token': 'not-the-token' }, 401);
    await refusedStatus({ 'x-atoll-token': host.token.slice(0, -1) }, 401);
    await refusedStatus({ 'x-atoll-token': `${host.token}x` }, 401);
    await refusedStatus({ 'x-atoll-token': undefined }, 401);
  });

  it('refuses a foreign or missing Host with 403 (DNS rebinding), on the api and on static files', async () => {
    await refusedStatus({ host: `evil.example:${host.port}` }, 403);
    await refusedStatus({ host: `127.0.0.1:${host.port + 1}` }, 403);
    await refusedStatus({ host: '127.0.0.1' }, 403);
    // No Host at all: Node's HTTP/1.1 parser answers 400 before the host sees the request.
    const noHost = await request('POST', '/api/app.info', { host: undefined }, '{}');
    expect([400, 403]).toContain(noHost.status);
    expect(noHost.text).not.toContain('"ok":true');
    const page = await request('GET', '/', { host: `evil.example:${host.port}` });
    expect(page.status).toBe(403);
    expect(page.text).not.toContain('<title>Atoll');
  });

  it('refuses a foreign or missing Origin with 403', async () => {
    await refusedStatus({ origin: 'http://evil.example' }, 403);
    await refusedStatus({ origin: `http://evil.example:${host.port}` }, 403);
    await refusedStatus({ origin: `http://127.0.0.1:${host.port + 1}` }, 403);
    await refusedStatus({ origin: 'null' }, 403);
    await refusedStatus({ origin: undefined }, 403);
  });

  it('refuses a body that is not JSON with 415, and malformed JSON with 400', async () => {
    await refusedStatus({ 'content-type': 'text/plain' }, 415);
    await refusedStatus({ 'content-type': 'application/x-www-form-urlencoded' }, 415);
    await refusedStatus({ 'content-type': undefined }, 415);
    const bad = await request('POST', '/api/app.info', {}, '{"oops":');
    expect(bad.status).toBe(400);
  });

  it('refuses GET on the api and unknown methods', async () => {
    expect((await request('GET', '/api/app.info')).status).toBe(405);
    const unknown = await api('fs.readFile', { path: '/etc/passwd' });
    expect(unknown.body).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('lets the page keep the hashed build files and asks again for the page that names them', async () => {
    const asset = await request('GET', '/assets/index-C0ffee12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/index.html', '/assets/gone-12345678.js', '/assets/']) {
      const reply = await request('GET', p);
      expect(reply.text, p).toContain('<title>Atoll');
      expect(reply.headers['cache-control'], p).toBe('no-cache');
    }
  });

  it('never serves a file outside the static folder', async () => {
    const index = await request('GET', '/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<title>Atoll');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    for (const p of ['/../outside/secret.atoll', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const reply = await request('GET', p);
      expect(reply.text).not.toContain('root:');
      expect(reply.text).not.toContain('SQLite format 3');
    }
  });
});

describe('browser-mode host: paths stay inside the projects folder', () => {
  const refused = async (method: string, input: unknown) => {
    const { status, body } = await api(method, input);
    expect(status).toBe(200);
    expect(body, `${method} ${JSON.stringify(input)}`).toMatchObject({ ok: false, error: { code: 'path-refused' } });
  };

  it('project.open refuses paths that leave the folder', async () => {
    const before = snapshot(root);
    await refused('project.open', { path: '../x.atoll' });
    await refused('project.open', { path: 'sub/../../x.atoll' });
    await refused('project.open', { path: '..\\x.atoll' });
    await refused('project.open', { path: path.join(outside, 'secret.atoll') });
    await refused('project.open', { path: '/etc/passwd' });
    await refused('project.open', { path: 'C:/Windows/win.ini' });
    await refused('project.open', { path: 'link/secret.atoll' });
    await refused('project.open', { path: 'evil.atoll' });
    await refused('project.open', { path: 'inside.atoll\0' });
    expect(snapshot(root)).toEqual(before);
    // A path inside is fine.
    const good = await api('project.open', { path: 'inside.atoll' });
    expect(good.body).toMatchObject({ ok: true, value: { path: 'inside.atoll', name: 'inside', draft: false } });
    await api('project.close', { handle: valueOf<{ handle: string }>(good.body).handle });
  });

  it('project.saveAs refuses targets outside the folder and writes nothing there', async () => {
    const created = await api('project.create', { title: 'Mine' });
    expect(created.body.ok).toBe(true);
    const h = valueOf<{ handle: string }>(created.body).handle;
    const before = snapshot(root);
    const parent = readdirSync(path.dirname(root)).filter((n) => n.includes('stolen')).sort();
    await refused('project.saveAs', { handle: h, path: '../stolen.atoll' });
    await refused('project.saveAs', { handle: h, path: '../stolen' });
    await refused('project.saveAs', { handle: h, path: '../../stolen.atoll', overwrite: true });
    await refused('project.saveAs', { handle: h, path: path.join(outside, 'stolen.atoll') });
    await refused('project.saveAs', { handle: h, path: '/etc/passwd', overwrite: true });
    await refused('project.saveAs', { handle: h, path: 'link/stolen.atoll' });
    await refused('project.saveAs', { handle: h, path: 'link/new-folder/stolen.atoll' });
    await refused('project.saveAs', { handle: h, path: 'evil.atoll', overwrite: true });
    expect(snapshot(root)).toEqual(before);
    expect(readdirSync(path.dirname(root)).filter((n) => n.includes('stolen')).sort()).toEqual(parent);

    // The project is still open and can be saved inside.
    const saved = await api('project.saveAs', { handle: h, path: 'mine' });
    expect(saved.body).toEqual({ ok: true, value: { path: 'mine.atoll', name: 'mine', draft: false } });
    expect(readdirSync(projects)).toContain('mine.atoll');
    await api('project.close', { handle: h });
  });

  it('files.list refuses folders outside', async () => {
    await refused('files.list', { dir: '..' });
    await refused('files.list', { dir: '../outside' });
    await refused('files.list', { dir: '/etc' });
    await refused('files.list', { dir: 'link' });
    const listing = await api('files.list', {});
    expect(listing.body.ok).toBe(true);
    const value = valueOf<{ dir: string; parent: string | null; entries: { name: string }[] }>(listing.body);
    expect(value.dir).toBe('.');
    expect(value.parent).toBeNull();
    expect(value.entries.map((e) => e.name)).toContain('inside.atoll');
  });
});

describe('browser-mode host: big documents on the wire', () => {
  it('sends a big map’s hexes packed in one string, which unpack to the contract’s answer', async () => {
    const doc = emptyDocument();
    doc.map = { ...doc.map, cols: 50, rows: 40 };
    const terrains = ['jungle', 'kunai', 'ocean', 'clear'];
    doc.hexes = Array.from({ length: 2000 }, (_, i) => ({ col: i % 50, row: Math.floor(i / 50), terrain: terrains[i % 4], elevation: i % 3 }))
      .filter((h) => h.terrain !== 'clear' || h.elevation !== 0);
    const reply = await request('POST', '/api/project.importJson', {}, JSON.stringify({ fileName: 'big.atoll.json', text: JSON.stringify(doc) }));
    const body = JSON.parse(reply.text) as ApiResponse<{ handle: string; document: { hexes: unknown } }>;
    const value = valueOf<{ handle: string; document: { hexes: unknown } }>(body);
    expect(Array.isArray(value.document.hexes)).toBe(false);
    expect(reply.text.length).toBeLessThan(JSON.stringify(doc.hexes).length / 2);
    const opened = CONTRACT['project.importJson'].output.parse(unpackAnswer(value));
    expect(opened.document.hexes).toEqual(doc.hexes);
    await api('project.close', { handle: value.handle });
  });
});

describe('browser-mode host: limits', () => {
  const bigRequest = () =>
    new Promise<{ status: number | 'reset' }>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: host.port,
          method: 'POST',
          path: '/api/project.importJson',
          headers: { host: `127.0.0.1:${host.port}`, origin: `http://127.0.0.1:${host.port}`, 'x-atoll-token': host.token, 'content-type': 'application/json' },
        },
        (res) => {
          seen.push({ what: 'big body', headers: res.headers });
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode! }));
        },
      );
      req.on('error', () => resolve({ status: 'reset' }));
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_BODY_BYTES) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.on('error', () => undefined);
      pump();
    });

  it('survives a body over the limit and keeps serving', async () => {
    await bigRequest();
    const { status, body } = await api('app.info', {});
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });

  it('answers a body over the limit with 413', async () => {
    expect(await bigRequest()).toEqual({ status: 413 });
  });
});

describe('browser-mode host: no CORS', () => {
  it('sends no Access-Control-Allow-Origin header on any response', async () => {
    const preflight = await request('OPTIONS', '/api/app.info', { origin: 'http://evil.example', 'access-control-request-method': 'POST' });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(seen.length).toBeGreaterThan(40);
    for (const { what, headers } of seen) {
      expect(headers['access-control-allow-origin'], what).toBeUndefined();
      expect(headers['access-control-allow-credentials'], what).toBeUndefined();
    }
  });
});
