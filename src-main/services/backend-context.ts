import type { OpenProject } from '../../src-shared/api/contract';
import type { ScenarioDocument } from '../../src-shared/model';
import type { BackendOptions } from './backend';
import type { JobRegistry } from './jobs';
import type { ProjectStore } from './project-store';

/** What the backend's handler groups share: each area (sessions, exports, imports, analytics) builds its handlers
 *  from this in a file of its own, and `createBackend` spreads them into one handler table. */
export type BackendContext = {
  readonly options: BackendOptions;
  readonly now: () => Date;
  readonly jobs: JobRegistry;
  /** The open project behind a handle; a clear `no-project` ApiError otherwise. */
  storeFor(handle: string): ProjectStore;
  /** A new draft project holding this document, opened and bound to a new handle. */
  createDraft(doc: ScenarioDocument): OpenProject;
};
