import type { MapLayers } from '../../src-shared/map-art';
import type { MapSettings } from '../../src-shared/model';
import type { Ruleset } from '../../src-shared/ruleset';

/** A rectangle of the map (mm) to draw into a bitmap `width` × `height` pixels. */
export type ChunkJob = { key: string; serial: number; x0: number; y0: number; x1: number; y1: number; width: number; height: number };

/** Messages to the chunk worker: the map to draw, the edits made to it, and the chunks wanted. */
export type ToChunkWorker =
  | {
      kind: 'init';
      map: MapSettings;
      ruleset: Ruleset;
      /** Terrain id of every hex, row by row, as palette indices into `palette`, and every hex's level. */
      palette: string[];
      terrain: Uint16Array;
      elevation: Int8Array;
      hexsides: { id: string; type: string }[];
      paths: { id: string; type: string }[];
      layers: MapLayers;
      /** The colour under the map (MapScene.background). */
      background: string | null;
    }
  | { kind: 'hexes'; hexes: { col: number; row: number; terrain: string; elevation: number }[] }
  | { kind: 'hexside'; id: string; type: string | null }
  | { kind: 'path'; id: string; present: boolean }
  | { kind: 'layers'; layers: MapLayers }
  | { kind: 'render'; jobs: ChunkJob[] }
  /** Jobs not started yet that are no longer wanted (the view moved on). */
  | { kind: 'forget'; keys: string[] }
  /** The worker has a new owner (a painter took it, or it went back to the page's idle workers): the map and the jobs
   *  of the last one are dropped, and what the worker sends from now on carries this epoch (0 while it waits). */
  | { kind: 'owner'; epoch: number };

export type FromChunkWorker =
  | { kind: 'chunk'; epoch: number; key: string; serial: number; bitmap: ImageBitmap; ms: number }
  | { kind: 'failed'; epoch: number; key: string; serial: number; error: string };
