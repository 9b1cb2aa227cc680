import { defaultInfo, type Change } from '../../src-shared/model';

/** The edits the crash test makes: edit `i` paints one hex of the default 24×18 map and sets the title to
 *  `edit i`, in one command, so the title tells exactly which commands are in the file. */
export const TERRAINS = ['jungle', 'ocean', 'kunai'] as const;

export function crashEdit(i: number): Change[] {
  return [
    { kind: 'hex', col: i % 24, row: Math.floor(i / 24) % 18, terrain: TERRAINS[i % 3], elevation: i % 5 },
    { kind: 'set', name: 'info', value: { ...defaultInfo(), title: `edit ${i}` } },
  ];
}

/** The hexes after edits 0..last, in row-major order (as ProjectStore.loadDocument returns them). */
export function hexesAfter(last: number): { col: number; row: number; terrain: string; elevation: number }[] {
  const hexes = new Map<string, { col: number; row: number; terrain: string; elevation: number }>();
  for (let i = 0; i <= last; i++) {
    const change = crashEdit(i)[0] as Extract<Change, { kind: 'hex' }>;
    hexes.set(`${change.col},${change.row}`, { col: change.col, row: change.row, terrain: change.terrain, elevation: change.elevation });
  }
  return [...hexes.values()].sort((a, b) => a.row - b.row || a.col - b.col);
}
