import { ApiError } from '../../src-shared/api/errors';
import type { CollectionName, DocumentTarget, MapSettings, RecordOf, SingletonName, SingletonValue } from '../../src-shared/model';
import type { Ruleset } from '../../src-shared/ruleset';
import { decodeHexRow, encodeHexRow, type HexRow } from './hex-rows';
import type { Db } from './sqlite';

/** The project file as a DocumentTarget. It also refuses writes that do not fit the project (a hex off the
 *  map, an unknown terrain or hexside type); the throw rolls back the command's transaction. */
export class SqliteTarget implements DocumentTarget {
  private readonly stmt;
  private map!: MapSettings;
  private terrain!: Set<string>;
  private hexsideTypes!: Set<string>;
  private pathTypes!: Set<string>;
  /** Map rows of hexes read during the current command, and which of them it changed: written back by `flush`. */
  private readonly rows = new Map<number, HexRow>();
  private readonly dirty = new Set<number>();

  constructor(db: Db) {
    this.stmt = {
      getSingleton: db.prepare('SELECT data FROM singletons WHERE name = ?').pluck(),
      putSingleton: db.prepare('INSERT OR REPLACE INTO singletons (name, data) VALUES (?, ?)'),
      getRecord: db.prepare('SELECT data FROM records WHERE collection = ? AND id = ?').pluck(),
      putRecord: db.prepare('INSERT OR REPLACE INTO records (collection, id, data) VALUES (?, ?, ?)'),
      delRecord: db.prepare('DELETE FROM records WHERE collection = ? AND id = ?'),
      getRow: db.prepare('SELECT terrains, cells FROM hex_rows WHERE row = ?'),
      putRow: db.prepare('INSERT OR REPLACE INTO hex_rows (row, terrains, cells) VALUES (?, ?, ?)'),
      delRow: db.prepare('DELETE FROM hex_rows WHERE row = ?'),
    };
    this.refresh();
  }

  /** Re-read what is cached from the file (after a rolled-back command). */
  refresh(): void {
    this.rows.clear();
    this.dirty.clear();
    this.cache('map', this.getSingleton('map'));
    this.cache('ruleset', this.getSingleton('ruleset'));
  }

  private cache(name: SingletonName, value: unknown) {
    if (name === 'map') this.map = value as MapSettings;
    if (name === 'ruleset') {
      const ruleset = value as Ruleset;
      this.terrain = new Set(ruleset.terrain.map((t) => t.id));
      this.hexsideTypes = new Set(ruleset.hexsides.map((t) => t.id));
      this.pathTypes = new Set(ruleset.paths.map((t) => t.id));
    }
  }

  getSingleton<S extends SingletonName>(name: S): SingletonValue<S> {
    const data = this.stmt.getSingleton.get(name) as string | undefined;
    if (data === undefined) throw new ApiError('corrupt', `the project has no ${name} record`);
    return JSON.parse(data) as SingletonValue<S>;
  }

  setSingleton<S extends SingletonName>(name: S, value: SingletonValue<S>): void {
    this.stmt.putSingleton.run(name, JSON.stringify(value));
    this.cache(name, value);
  }

  getRecord<C extends CollectionName>(collection: C, id: string): RecordOf<C> | undefined {
    const data = this.stmt.getRecord.get(collection, id) as string | undefined;
    return data === undefined ? undefined : (JSON.parse(data) as RecordOf<C>);
  }

  putRecord<C extends CollectionName>(collection: C, record: RecordOf<C>): void {
    const type = (record as { type?: string }).type ?? '';
    if (collection === 'hexsides' && !this.hexsideTypes.has(type)) throw new ApiError('invalid-request', `unknown hexside type "${type}"`);
    if (collection === 'paths' && !this.pathTypes.has(type)) throw new ApiError('invalid-request', `unknown path type "${type}"`);
    this.stmt.putRecord.run(collection, record.id, JSON.stringify(record));
  }

  deleteRecord(collection: CollectionName, id: string): void {
    this.stmt.delRecord.run(collection, id);
  }

  getHex(col: number, row: number) {
    const cell = this.hexRow(row).get(col);
    return cell && { ...cell };
  }

  putHex(col: number, row: number, terrain: string, elevation: number): void {
    this.checkHex(col, row, terrain);
    this.hexRow(row).set(col, { terrain, elevation });
    this.dirty.add(row);
  }

  deleteHex(col: number, row: number): void {
    this.checkHex(col, row, this.map.defaultTerrain);
    if (this.hexRow(row).delete(col)) this.dirty.add(row);
  }

  /** Write the map rows of hexes the command changed, each once, and forget the rows read; called inside the
   *  command's transaction, before it commits. */
  flush(): void {
    for (const row of this.dirty) {
      const cells = this.rows.get(row)!;
      if (cells.size === 0) this.stmt.delRow.run(row);
      else {
        const encoded = encodeHexRow(cells);
        this.stmt.putRow.run(row, encoded.terrains, encoded.cells);
      }
    }
    this.dirty.clear();
    this.rows.clear();
  }

  private hexRow(row: number): HexRow {
    let cells = this.rows.get(row);
    if (!cells) {
      const stored = this.stmt.getRow.get(row) as { terrains: string; cells: Buffer } | undefined;
      cells = stored ? decodeHexRow(row, stored.terrains, stored.cells) : new Map();
      this.rows.set(row, cells);
    }
    return cells;
  }

  private checkHex(col: number, row: number, terrain: string) {
    if (col >= this.map.cols || row >= this.map.rows)
      throw new ApiError('invalid-request', `hex ${col},${row} is off the ${this.map.cols}×${this.map.rows} map`);
    if (!this.terrain.has(terrain)) throw new ApiError('invalid-request', `unknown terrain "${terrain}"`);
  }
}
