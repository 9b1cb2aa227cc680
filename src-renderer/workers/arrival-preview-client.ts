import { useEffect, useRef, useState } from 'react';
import { previewArrivals, type ArrivalPreview, type PreviewContext } from '../../src-shared/scenario/arrival-preview';

export type PreviewRequest = { id: number; doc: PreviewContext; assumeOccupies: boolean };
export type PreviewReply = { id: number; preview: ArrivalPreview } | { id: number; error: string };

export type PreviewState = { preview: ArrivalPreview | null; computing: boolean; error: string | null };

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./arrival-preview.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The arrival preview of `doc`, computed in a worker. `key` says when the inputs changed; while a newer request is
 * computing, the last preview stays on screen. A request still running when the inputs change is abandoned by
 * restarting the worker, so a slow preview never holds up the next one. Without workers it computes in place.
 */
export function useArrivalPreview(key: string, doc: PreviewContext, assumeOccupies: boolean): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, computing: true, error: null });
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const latest = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    const id = ++latest.current;
    if (busy.current && worker.current) {
      worker.current.terminate();
      worker.current = null;
    }
    worker.current ??= startWorker();
    const running = worker.current;
    if (!running) {
      try {
        setState({ preview: previewArrivals(doc, { assumeOccupies }), computing: false, error: null });
      } catch (error) {
        setState((s) => ({ ...s, computing: false, error: String(error) }));
      }
      return;
    }
    busy.current = true;
    setState((s) => ({ ...s, computing: true }));
    running.onmessage = (event: MessageEvent<PreviewReply>) => {
      if (event.data.id !== latest.current) return;
      busy.current = false;
      const reply = event.data;
      setState('error' in reply ? { preview: null, computing: false, error: reply.error } : { preview: reply.preview, computing: false, error: null });
    };
    running.onerror = (event) => {
      busy.current = false;
      setState({ preview: null, computing: false, error: event.message || 'the preview worker failed' });
    };
    const request: PreviewRequest = { id, doc, assumeOccupies };
    running.postMessage(request);
    // `doc` is rebuilt on every render; `key` is its content.
  }, [key, assumeOccupies]);

  return state;
}
