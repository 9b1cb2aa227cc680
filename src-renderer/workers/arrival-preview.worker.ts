/// <reference lib="webworker" />
/** Computes arrival previews off the UI thread: exact previews of big tables take up to a second. */
import { previewArrivals } from '../../src-shared/scenario/arrival-preview';
import type { PreviewReply, PreviewRequest } from './arrival-preview-client';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { id, doc, assumeOccupies } = event.data;
  let reply: PreviewReply;
  try {
    reply = { id, preview: previewArrivals(doc, { assumeOccupies }) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
