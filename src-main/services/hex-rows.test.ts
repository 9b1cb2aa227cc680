import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-shared/api/errors';
import { emptyDocument, type Change, type Hex } from '../../src-shared/model';
import { appendHexRow, CELL_BYTES, decodeHexRow, encodeHexRow, groupHexRows } from './hex-rows';
import { ProjectStore } from './project-store';
import type { Db } from './sqlite';

const AT = '2026-01-01T00:00:00.000Z';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-hexrows-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});
const dbOf = (store: ProjectStore) => (store as unknown as { db: Db }).db;

describe('a map row of hexes as stored', () => {
  it('reads back what was written, in column order, whatever order it was set in', () => {
    const hexes: Hex[] = [
      { col: 499, row: 3, terrain: 'ocean', elevation: -10 },
      { col: 0, row: 3, terrain: 'jungle', elevation: 50 },
      { col: 7, row: 3, terrain: 'ocean', elevation: 0 },
    ];
    const { terrains, cells } = encodeHexRow(groupHexRows(hexes).get(3)!);
    expect(JSON.parse(terrains)).toEqual(['jungle', 'ocean']);
    expect(cells.length).toBe(3 * CELL_BYTES);
    const out: Hex[] = [];
    appendHexRow(out, 3, terrains, cells);
    expect(out).toEqual([hexes[1], hexes[2], hexes[0]]);
    expect([...decodeHexRow(3, terrains, cells)]).toEqual([[0, { terrain: 'jungle', elevation: 50 }], [7, { terrain: 'ocean', elevation: 0 }], [499, { terrain: 'ocean', elevation: -10 }]]);
  });

  it('refuses damaged rows with a sentence that names the row', () => {
    const { terrains, cells } = encodeHexRow(groupHexRows([{ col: 1, row: 4, terrain: 'kunai', elevation: 1 }, { col: 2, row: 4, terrain: 'kunai', elevation: 0 }]).get(4)!);
    expect(() => decodeHexRow(4, terrains, cells.subarray(0, 7))).toThrow('hexes of row 4: the stored cells are cut off');
    expect(() => decodeHexRow(4, '{"a":1}', cells)).toThrow('hexes of row 4: the terrain list is not a list of terrain ids');
    expect(() => decodeHexRow(4, 'not json', cells)).toThrow('the terrain list is not a list');
    const swapped = Buffer.concat([cells.subarray(CELL_BYTES), cells.subarray(0, CELL_BYTES)]);
    expect(() => decodeHexRow(4, terrains, swapped)).toThrow('hexes of row 4: the columns are out of order');
    const badIndex = Buffer.from(cells);
    badIndex.writeUInt16LE(9, 2);
    expect(() => decodeHexRow(4, terrains, badIndex)).toThrow('hexes of row 4, column 1: no such terrain');
  });
});

describe('hexes in a project file', () => {
  it('a command that paints many hexes of one map row writes that row once, and undo restores it', () => {
    const store = ProjectStore.create(path.join(dir, 'p.atoll'), emptyDocument());
    const db = dbOf(store);
    const paint: Change[] = [];
    for (let col = 0; col < 20; col++) paint.push({ kind: 'hex', col, row: 2, terrain: col % 2 ? 'ocean' : 'jungle', elevation: 0 });
    paint.push({ kind: 'hex', col: 3, row: 9, terrain: 'kunai', elevation: 1 });
    // Count the row writes with a temporary trigger (it lives only in this connection).
    db.exec(`CREATE TEMP TABLE writes (n INTEGER NOT NULL); INSERT INTO writes VALUES (0);
      CREATE TEMP TRIGGER count_writes AFTER INSERT ON main.hex_rows BEGIN UPDATE writes SET n = n + 1; END;`);
    const writes = () => db.prepare('SELECT n FROM temp.writes').pluck().get();
    try {
      store.apply('Paint', paint, AT);
      expect(writes()).toBe(2);
      expect(store.loadDocument().hexes.filter((h) => h.row === 2).map((h) => h.col)).toEqual([...Array(20).keys()]);
      expect(store.loadDocument().hexes.filter((h) => h.row === 9)).toEqual([{ col: 3, row: 9, terrain: 'kunai', elevation: 1 }]);
      store.undo();
      expect(store.loadDocument().hexes).toEqual([]);
      expect(db.prepare('SELECT count(*) FROM hex_rows').pluck().get()).toBe(0);
    } finally {
      store.close();
    }
  });

  it('a command that fails after painting leaves the stored rows as they were', () => {
    const store = ProjectStore.create(path.join(dir, 'p.atoll'), emptyDocument());
    try {
      store.apply('Paint', [{ kind: 'hex', col: 1, row: 1, terrain: 'ocean', elevation: 0 }], AT);
      expect(() => store.apply('Bad', [{ kind: 'hex', col: 2, row: 1, terrain: 'jungle', elevation: 0 }, { kind: 'hex', col: 3, row: 1, terrain: 'no-such', elevation: 0 }], AT)).toThrow(ApiError);
      expect(store.loadDocument().hexes).toEqual([{ col: 1, row: 1, terrain: 'ocean', elevation: 0 }]);
      store.apply('Paint', [{ kind: 'hex', col: 4, row: 1, terrain: 'kunai', elevation: 0 }], AT);
      expect(store.loadDocument().hexes.map((h) => h.col)).toEqual([1, 4]);
    } finally {
      store.close();
    }
  });

  it('a damaged row of hexes makes the project refuse to load, naming the row', () => {
    const file = path.join(dir, 'p.atoll');
    const store = ProjectStore.create(file, { ...emptyDocument(), hexes: [{ col: 1, row: 6, terrain: 'ocean', elevation: 0 }] });
    dbOf(store).prepare('UPDATE hex_rows SET cells = ? WHERE row = 6').run(Buffer.from([1, 0, 0]));
    try {
      expect(() => store.loadDocument()).toThrow(/damaged \(hexes of row 6: the stored cells are cut off\)/);
    } finally {
      store.close();
    }
  });
});
