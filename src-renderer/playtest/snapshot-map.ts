import type { AtollApi } from '../../src-shared/api/contract';
import { ApiError } from '../../src-shared/api/errors';
import type { ScenarioDocument } from '../../src-shared/model';
import { DocumentStore } from '../stores/document-store';

/** Every backend call refused: the board's map is a session's snapshot, drawn and never edited or saved. */
const READ_ONLY_API = new Proxy({} as AtollApi, {
  get: () => () => Promise.reject(new ApiError('invalid-request', 'the play-test board shows a session’s scenario and is never edited')),
});

/**
 * The map of a session's scenario snapshot, as the map painter reads a project: the same painter draws it, with the
 * editing tools off. The snapshot may differ from the document being edited (an older session); the designer's
 * tracing image is left out, as it is no part of the map players see.
 */
export function snapshotMap(doc: ScenarioDocument, name: string): DocumentStore {
  const { background: _tracing, ...map } = doc.map;
  const document = { ...doc, map };
  return new DocumentStore(
    READ_ONLY_API,
    { handle: 'playtest-board', path: name, name, draft: false, document, history: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null } },
    () => undefined,
  );
}
