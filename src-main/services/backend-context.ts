import type { OpenProject } from '../../src-shared/api/contract';
import type { ScenarioDocument } from '../../src-shared/model';
import type { JobRegistry } from './jobs';
import type { PathPolicy } from './paths';
import type { ProjectStore } from './project-store';

export type BackendOptions = {
  host: 'desktop' | 'web';
  version: string;
  /** Where Open browses and Save As suggests. */
  projectsDir: string;
  /** Holds drafts (new projects not yet saved elsewhere) and the recent list. */
  dataDir: string;
  paths: PathPolicy;
  now?: () => Date;
  newHandle: () => string;
  /** The desktop's save dialog: an absolute path, or null when the user cancels. Absent in browser mode. */
  chooseSavePath?: (suggestedName: string) => Promise<string | null>;
};

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
