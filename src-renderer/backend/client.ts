import { unpackAnswer } from '../../src-shared/api/wire';
import { METHOD_NAMES, type AtollApi, type MethodName } from '../../src-shared/api/contract';
import { ApiError, type ApiResponse } from '../../src-shared/api/errors';
import type { ShellBridge } from '../../src-shared/api/shell';

type Bridge = { [M in MethodName]: (input: unknown) => Promise<ApiResponse<unknown>> };
declare global {
  interface Window {
    atoll?: Bridge;
    /** The desktop shell's channel (the desktop app only; see src-shared/api/shell.ts). */
    atollShell?: ShellBridge<File>;
  }
}

const TOKEN_KEY = 'atoll.token';

/** Browser mode: the per-launch token arrives in the URL once; keep it for this tab and take it out of the
 *  address bar so it is not copied, bookmarked or sent as a referrer. */
function takeToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

function unwrap<T>(response: ApiResponse<unknown>): T {
  if (response.ok) return unpackAnswer(response.value) as T;
  throw ApiError.from(response.error);
}

function httpCall(token: string) {
  return async (method: MethodName, input: unknown): Promise<ApiResponse<unknown>> => {
    let res: Response;
    try {
      res = await fetch(`./api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Atoll-Token': token },
        body: JSON.stringify(input),
      });
    } catch {
      return { ok: false, error: { code: 'io', message: 'cannot reach the Atoll host; is `npm run web` still running?' } };
    }
    try {
      return (await res.json()) as ApiResponse<unknown>;
    } catch {
      return { ok: false, error: { code: 'io', message: `the Atoll host answered ${res.status} ${res.statusText}` } };
    }
  };
}

/** The one client of the api contract: over IPC in the desktop app, over HTTP in browser mode. */
export function createApi(): { api: AtollApi; host: 'desktop' | 'web' } {
  const bridge = window.atoll;
  const call = bridge ? (m: MethodName, input: unknown) => bridge[m](input) : httpCall(takeToken());
  const api = Object.fromEntries(
    METHOD_NAMES.map((m) => [m, async (input: unknown) => unwrap(await call(m, input))]),
  ) as unknown as AtollApi;
  return { api, host: bridge ? 'desktop' : 'web' };
}

/** Browser mode: a finished export's file, fetched from the host's download route with this tab's token (the file
 *  is streamed, never wrapped in a JSON string). */
export async function fetchExportFile(jobId: string): Promise<Blob> {
  const res = await fetch(`./download/${encodeURIComponent(jobId)}`, { method: 'POST', headers: { 'X-Atoll-Token': sessionStorage.getItem(TOKEN_KEY) ?? '' } });
  if (!res.ok) {
    let message = `the download failed (${res.status} ${res.statusText})`;
    try {
      const body = (await res.json()) as ApiResponse<unknown>;
      if (!body.ok) message = body.error.message;
    } catch {
      /* not JSON: keep the status line */
    }
    throw new Error(message);
  }
  return res.blob();
}
