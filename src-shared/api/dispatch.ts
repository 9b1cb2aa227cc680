import { CONTRACT, isMethodName, type Handlers } from './contract';
import { ApiError, type ApiResponse } from './errors';
import { formatPath } from '../model/integrity';
import { issueSentence } from '../schema/issue-text';

/** Validate one call against the contract and run it. Used by both hosts (IPC and HTTP), so a payload is
 *  checked the same way whichever door it came through. Never throws. */
export async function dispatch(handlers: Handlers, methodName: string, input: unknown): Promise<ApiResponse<unknown>> {
  try {
    if (!isMethodName(methodName)) throw new ApiError('invalid-request', `unknown method "${methodName.slice(0, 80)}"`);
    const parsed = CONTRACT[methodName].input.safeParse(input);
    if (!parsed.success) {
      const details = parsed.error.issues.slice(0, 50).map((i) => ({ path: formatPath(i.path), message: issueSentence(i) }));
      throw new ApiError('invalid-request', `invalid arguments for ${methodName}: ${details[0]?.path} ${details[0]?.message}`, details);
    }
    const handler = handlers[methodName] as (input: unknown) => unknown;
    return { ok: true, value: await handler(parsed.data) };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, error: e.toData() };
    return { ok: false, error: { code: 'internal', message: e instanceof Error ? e.message : String(e) } };
  }
}
