import { makeAutoObservable, runInAction } from 'mobx';
import type { AtollApi, Output } from '../../src-shared/api/contract';
import { ApiError } from '../../src-shared/api/errors';
import { emptyMapping, mergeMappings, type ObjectTarget, type TiledMapping, type TileTarget } from '../../src-shared/interop/tiled/mapping';
import type { PickedBinary } from './pick-files';

type Inspected = Output<'interop.tiledInspect'>;
export type TiledSummaryData = Inspected['summary'];
export type ImportReport = Output<'interop.tiledImport'>['report'];

/** The Tiled import dialog: the chosen files, what the backend read in them, the choice for every tile and kind of
 *  object (pre-filled from the open project's remembered mapping, then from what each tile says it is), the import. */
export class TiledImportStore {
  phase: 'reading' | 'mapping' | 'importing' | 'done' = 'reading';
  files: PickedBinary[];
  mapName: string;
  summary: TiledSummaryData | null = null;
  pictures: Record<string, string> = {};
  /** Tileset images the map names that were not chosen: their tiles have no picture. */
  missingImages: string[] = [];
  remembered: TiledMapping | null = null;
  tiles: Record<string, TileTarget> = {};
  objects: Record<string, ObjectTarget> = {};
  defaultTerrain = 'clear';
  error: string | null = null;
  /** External tilesets the map names that were not chosen: the dialog asks for them. */
  missing: string[] = [];
  report: ImportReport | null = null;

  constructor(
    private readonly api: AtollApi,
    files: PickedBinary[],
    mapName: string,
    /** The open project, whose remembered mapping pre-fills the choices. */
    private readonly handle: string | null,
  ) {
    this.files = files;
    this.mapName = mapName;
    makeAutoObservable<TiledImportStore, 'api' | 'handle'>(this, { api: false, handle: false });
  }

  async inspect() {
    this.phase = 'reading';
    this.error = null;
    this.missing = [];
    try {
      const result = await this.api['interop.tiledInspect']({ map: this.mapName, files: this.files, ...(this.handle ? { handle: this.handle } : {}) });
      runInAction(() => this.adopt(result));
    } catch (e) {
      runInAction(() => {
        this.error = e instanceof Error ? e.message : String(e);
        if (e instanceof ApiError && e.code === 'not-found') this.missing = (e.details ?? []).map((d) => d.path);
        this.phase = 'mapping';
      });
    }
  }

  private adopt(result: Inspected) {
    this.summary = result.summary;
    this.pictures = result.pictures;
    this.missingImages = result.missingImages;
    this.remembered = result.remembered;
    this.applyMapping(result.remembered);
    this.phase = 'mapping';
  }

  /** Every choice from `mapping` where it names the tile or kind, else from what the tile or kind says it is. */
  applyMapping(mapping: TiledMapping | null) {
    if (!this.summary) return;
    const tiles: Record<string, TileTarget> = {};
    for (const t of this.summary.tiles) tiles[t.key] = { ...(mapping?.tiles[t.key] ?? t.suggestion?.target ?? {}) };
    const objects: Record<string, ObjectTarget> = {};
    for (const o of this.summary.objects) objects[o.key] = mapping?.objects[o.key] ?? o.suggestion.target;
    this.tiles = tiles;
    this.objects = objects;
    if (mapping?.defaultTerrain) this.defaultTerrain = mapping.defaultTerrain;
  }

  /** Files chosen afterwards (the tilesets the map asked for) join the first ones; the map is read again. */
  async addFiles(more: PickedBinary[]) {
    const names = new Set(more.map((f) => f.name));
    this.files = [...this.files.filter((f) => !names.has(f.name)), ...more];
    await this.inspect();
  }

  setTile(key: string, patch: Partial<TileTarget>) {
    const next: TileTarget = { ...this.tiles[key], ...patch };
    for (const k of Object.keys(next) as (keyof TileTarget)[]) if (next[k] === undefined) delete next[k];
    this.tiles = { ...this.tiles, [key]: next };
  }

  setObject(key: string, target: ObjectTarget) {
    this.objects = { ...this.objects, [key]: target };
  }

  setDefaultTerrain(id: string) {
    this.defaultTerrain = id;
  }

  isMapped(key: string): boolean {
    const t = this.tiles[key];
    return !!t && (t.terrain !== undefined || t.elevation !== undefined || t.feature !== undefined);
  }

  get unmappedCount(): number {
    return this.summary?.tiles.filter((t) => !this.isMapped(t.key)).length ?? 0;
  }

  /** The mapping the choices make, over what the project remembered (so a mapping grows from map to map). */
  get mapping(): TiledMapping {
    const tiles = Object.fromEntries(Object.entries(this.tiles).filter(([key]) => this.isMapped(key)));
    const chosen: TiledMapping = { ...emptyMapping(), defaultTerrain: this.defaultTerrain, tiles, objects: { ...this.objects } };
    if (!this.remembered) return chosen;
    // What this map shows is decided here, a tile left unmapped included; the rest of the remembered mapping stays.
    const older = structuredClone(this.remembered);
    for (const key of Object.keys(this.tiles)) delete older.tiles[key];
    return mergeMappings(older, chosen);
  }

  async run(): Promise<Output<'interop.tiledImport'> | null> {
    this.phase = 'importing';
    this.error = null;
    try {
      const result = await this.api['interop.tiledImport']({ map: this.mapName, files: this.files, mapping: this.mapping });
      runInAction(() => {
        this.report = result.report;
        this.phase = 'done';
      });
      return result;
    } catch (e) {
      runInAction(() => {
        this.error = e instanceof Error ? e.message : String(e);
        this.phase = 'mapping';
      });
      return null;
    }
  }
}
