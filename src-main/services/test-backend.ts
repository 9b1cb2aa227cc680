import type { Input, MethodName, Output } from '../../src-shared/api/contract';
import { dispatch } from '../../src-shared/api/dispatch';
import { ApiError } from '../../src-shared/api/errors';
import type { Backend } from './backend';

/** For tests: calls through the contract, as both hosts make them. `call` returns the answer or throws the ApiError;
 *  `callError` expects a refusal and returns it. `backend` is read at each call (tests make a new one per case). */
export function apiCalls(backend: () => Backend) {
  return {
    async call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>> {
      const response = await dispatch(backend().handlers, method, input);
      if (!response.ok) throw ApiError.from(response.error);
      return response.value as Output<M>;
    },
    async callError(method: MethodName, input: unknown): Promise<ApiError> {
      const response = await dispatch(backend().handlers, method, input);
      if (response.ok) throw new Error(`${method} succeeded; expected an error`);
      return ApiError.from(response.error);
    },
  };
}
