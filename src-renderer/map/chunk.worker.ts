/// <reference lib="webworker" />
/**
 * Draws map chunks off the UI thread: the same map art as everywhere, on an OffscreenCanvas, handed back as an
 * ImageBitmap. It keeps its own copy of the map, kept in step by the edits the view forwards, and draws the most
 * recently asked chunk first (the view asks for what it shows now).
 */
import { HexGrid } from '../../src-shared/map-art/hex-grid';
import type { ChunkJob, FromChunkWorker, ToChunkWorker } from './chunk-protocol';
import { MapScene } from './map-scene';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let scene: MapScene | null = null;
/** The owner's epoch (ChunkWorkerLink), on every answer: a painter that took this worker over ignores the last one's. */
let epoch = 0;
const queue: ChunkJob[] = [];
let scheduled = false;

function post(message: FromChunkWorker, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

function next() {
  scheduled = false;
  const job = queue.pop();
  if (!job || !scene) return;
  const t0 = performance.now();
  try {
    const canvas = new OffscreenCanvas(job.width, job.height);
    const ctx = canvas.getContext('2d')!;
    scene.drawRect(ctx, { x: job.x0, y: job.y0 }, job.x0, job.y0, job.x1, job.y1, job.width / (job.x1 - job.x0));
    const bitmap = canvas.transferToImageBitmap();
    post({ kind: 'chunk', epoch, key: job.key, serial: job.serial, bitmap, ms: performance.now() - t0 }, [bitmap]);
  } catch (e) {
    post({ kind: 'failed', epoch, key: job.key, serial: job.serial, error: e instanceof Error ? e.message : String(e) });
  }
  schedule();
}

/** One job per task, so edits and "forget" messages that arrive in between are seen before the next job. */
function schedule() {
  if (scheduled || !queue.length) return;
  scheduled = true;
  setTimeout(next, 0);
}

scope.onmessage = (event: MessageEvent<ToChunkWorker>) => {
  const m = event.data;
  switch (m.kind) {
    case 'owner':
      epoch = m.epoch;
      scene = null;
      queue.length = 0;
      return;
    case 'init': {
      const grid = new HexGrid(m.map.cols, m.map.rows, m.map.defaultTerrain);
      const index = m.palette.map((id) => grid.indexOf(id));
      for (let i = 0; i < m.terrain.length; i++) grid.terrain[i] = index[m.terrain[i]];
      grid.elevation.set(m.elevation);
      scene = new MapScene(m.map, m.ruleset, grid);
      scene.layers = { ...m.layers, zones: false };
      scene.background = m.background;
      scene.model.setLinework(m.hexsides, m.paths);
      queue.length = 0;
      return;
    }
    case 'hexes':
      for (const h of m.hexes) if (scene?.grid.inside(h.col, h.row)) scene.grid.set(h.col, h.row, h.terrain, h.elevation);
      return;
    case 'hexside':
      scene?.model.hexsideChanged(m.id, m.type);
      return;
    case 'path':
      scene?.model.pathChanged(m.id, m.present);
      return;
    case 'layers':
      if (scene) scene.layers = { ...m.layers, zones: false };
      return;
    case 'render':
      for (const job of m.jobs) {
        const at = queue.findIndex((q) => q.key === job.key);
        if (at >= 0) queue.splice(at, 1);
        queue.push(job);
      }
      schedule();
      return;
    case 'forget': {
      const gone = new Set(m.keys);
      for (let i = queue.length - 1; i >= 0; i--) if (gone.has(queue[i].key)) queue.splice(i, 1);
      return;
    }
  }
};
