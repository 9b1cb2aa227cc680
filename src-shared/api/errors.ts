import { z } from 'zod';

export const ApiErrorCodeSchema = z.enum([
  'invalid-request', // payload failed the contract's schema
  'unauthorized', // browser mode: token, Host or Origin refused
  'not-found',
  'not-atoll', // not an SQLite file, or an SQLite file of another program
  'corrupt', // truncated or damaged project file
  'newer-version', // written by a newer Atoll
  'invalid-scenario', // a scenario JSON with errors; details lists them
  'path-refused', // a path outside the projects folder
  'no-project', // the handle names no open project
  'exists',
  'conflict', // the stored state moved on since the caller read it (another window wrote first)
  'io',
  'internal',
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

export const ApiErrorSchema = z.object({
  code: ApiErrorCodeSchema,
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorData = z.infer<typeof ApiErrorSchema>;

/** The one error type that crosses the api: a code for programs and a sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  toData(): ApiErrorData {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
  static from(data: ApiErrorData): ApiError {
    return new ApiError(data.code, data.message, data.details);
  }
}

export type ApiResponse<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };
