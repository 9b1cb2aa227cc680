import { hexsideKey, neighbour, type HexDirection } from '../../hex';
import { emptyDocument, type ScenarioDocument } from '../../model';

/** A map of every orientation and stagger with terrain, levels, features, hexsides and paths all over it. */
export function syntheticMap(orientation: 'flat' | 'pointy', stagger: 'odd' | 'even', cols = 17, rows = 13): ScenarioDocument {
  const doc = emptyDocument();
  doc.info.title = `Round trip ${orientation} ${stagger}`;
  doc.map = { ...doc.map, cols, rows, orientation, stagger, hexSizeMm: 16.5, defaultTerrain: 'jungle' };
  const terrains = doc.ruleset.terrain.map((t) => t.id);
  const geom = { orientation, stagger } as const;
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const terrain = terrains[Math.floor(next() * terrains.length)];
      const elevation = next() < 0.3 ? Math.floor(next() * 6) - 2 : 0;
      if (terrain !== 'jungle' || elevation !== 0) doc.hexes.push({ col, row, terrain, elevation });
    }
  doc.features = [
    { id: 'objective-1', type: 'objective', hex: { col: 3, row: 4 }, props: { vp: 5, name: 'Radio station' } },
    { id: 'label-1', type: 'label', hex: { col: 0, row: 0 }, props: { text: 'North & "East" <Point>' } },
    { id: 'cave-1', type: 'cave', hex: { col: 8, row: 6 }, facing: 4, props: {} },
    { id: 'trench-1', type: 'trench', hex: { col: cols - 1, row: rows - 1 }, props: {} },
  ];
  const sides = new Set<string>();
  for (let row = 1; row < rows - 1; row++) sides.add(hexsideKey(geom, { col: 5, row }, (row % 3) as HexDirection));
  doc.hexsides = [...sides].map((id, i) => ({ id, type: i % 2 ? 'river' : 'cliff' }));
  let at = { col: 1, row: 2 };
  for (let i = 0; i < 8; i++) {
    const dir = ([1, 2, 2, 1, 3, 2, 1, 2] as HexDirection[])[i];
    const to = neighbour(geom, at, dir);
    doc.paths.push({ id: `${hexsideKey(geom, at, dir)}|road`, type: 'road' });
    at = to;
  }
  return doc;
}
