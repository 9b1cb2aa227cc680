import type { Handlers } from '../../src-shared/api/contract';
import type { BackendContext } from './backend-context';

export function jobHandlers(ctx: BackendContext): Pick<Handlers, 'jobs.status' | 'jobs.cancel'> {
  return {
    'jobs.status': ({ id }) => ctx.jobs.status(id),
    'jobs.cancel': ({ id }) => ctx.jobs.cancel(id),
  };
}
