import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Handlers } from '../../src-shared/api/contract';
import { dispatch } from '../../src-shared/api/dispatch';
import type { ApiErrorCode, ApiResponse } from '../../src-shared/api/errors';
import { packAnswer } from '../../src-shared/api/wire';

/** The largest api request body: a 32 MB scenario file travels as a JSON string, with room for escaping. */
export const MAX_BODY_BYTES = 48 * 1024 * 1024;

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export type WebHost = { url: string; port: number; token: string; server: Server; close(): Promise<void> };

export type WebHostOptions = {
  port: number;
  staticDir: string;
  handlers: Handlers;
  token?: string;
  /** A finished export's file by job id, served by the download route; null when there is none. */
  download?: (jobId: string) => { file: string; fileName: string; mime: string } | null;
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function sendJson(res: ServerResponse, status: number, body: ApiResponse<unknown>) {
  const data = JSON.stringify(body.ok ? { ...body, value: packAnswer(body.value) } : body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(data),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(data);
}

function refuse(res: ServerResponse, status: number, code: ApiErrorCode, message: string) {
  sendJson(res, status, { ok: false, error: { code, message } });
}

/** The body as text, or null once it passes the limit (the rest is read and dropped, so the 413 answer
 *  reaches the client instead of a reset connection). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Browser mode: the renderer and the api on 127.0.0.1 only. Every api call must carry the per-launch token,
 *  an allowed Host and a same-origin Origin, and be `application/json`; no CORS headers are ever sent. */
export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const staticRoot = path.resolve(options.staticDir);
  const indexFile = path.join(staticRoot, 'index.html');
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();

  /** POST from our own origin with the launch's token: what every api call and download must be. Answers and
   *  returns false when the request is refused. */
  function authorised(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST') return refuse(res, 405, 'invalid-request', 'api calls are POST requests'), false;
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return refuse(res, 403, 'unauthorized', 'request origin refused'), false;
    const given = req.headers['x-atoll-token'];
    if (typeof given !== 'string' || !sameSecret(given, token)) return refuse(res, 401, 'unauthorized', 'missing or wrong token'), false;
    return true;
  }

  /** A finished export's file, streamed (a 300-dpi PNG or a big map PDF never travels inside a JSON string). */
  function handleDownload(req: IncomingMessage, res: ServerResponse, jobId: string) {
    if (!authorised(req, res)) return;
    req.resume();
    const found = /^job-[0-9a-z]{1,32}$/.test(jobId) ? options.download?.(jobId) : null;
    if (!found) return refuse(res, 404, 'not-found', 'there is no finished export with that id');
    const size = statSync(found.file).size;
    const ascii = found.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
    res.writeHead(200, {
      'Content-Type': found.mime,
      'Content-Length': size,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.fileName)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(found.file).pipe(res);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: string) {
    if (!authorised(req, res)) return;
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return refuse(res, 415, 'invalid-request', 'api calls must be application/json');
    const tooLarge = () => {
      res.setHeader('Connection', 'close');
      refuse(res, 413, 'invalid-request', `the request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`);
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      tooLarge();
      req.resume();
      return;
    }
    const body = await readBody(req);
    if (body === null) return tooLarge();
    let input: unknown;
    try {
      input = body.length ? JSON.parse(body) : {};
    } catch {
      return refuse(res, 400, 'invalid-request', 'the request body is not valid JSON');
    }
    sendJson(res, 200, await dispatch(options.handlers, method, input));
  }

  function handleStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = rel === '/' ? indexFile : path.resolve(staticRoot, '.' + rel);
    if (!file.startsWith(staticRoot + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    if (!existsSync(file) || !statSync(file).isFile()) file = indexFile;
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // The build names every file under assets/ by a hash of its content, so a page reloads them from its cache
      // (and its compiled-code cache); index.html, which names them, is asked for again each time.
      'Cache-Control': rel.startsWith('/assets/') && file !== indexFile ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    if (!req.headers.host || !allowedHosts.has(req.headers.host)) {
      refuse(res, 403, 'unauthorized', 'host refused');
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname.startsWith('/download/')) {
      handleDownload(req, res, pathname.slice(10));
      return;
    }
    if (pathname.startsWith('/api/')) {
      handleApi(req, res, pathname.slice(5)).catch((e: unknown) =>
        refuse(res, 500, 'internal', e instanceof Error ? e.message : String(e)),
      );
      return;
    }
    handleStatic(req, res, pathname);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
      allowedOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
      resolve({
        url: `http://127.0.0.1:${port}/?token=${token}`,
        port,
        token,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
