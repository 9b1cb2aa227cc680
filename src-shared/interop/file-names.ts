import type { ScenarioDocument } from '../model';

/** File names from the scenario's title, as the print exports name theirs. */
export function titleStem(doc: Pick<ScenarioDocument, 'info'>): string {
  return doc.info.title.trim().replace(/[^A-Za-z0-9 _-]+/g, '').replace(/\s+/g, '-').slice(0, 60) || 'scenario';
}

/** What a Tiled export writes, the map first (and the elevation tileset's image only when the map has levels), and
 *  the zip a browser downloads them in. */
export function tiledFileNames(doc: Pick<ScenarioDocument, 'info'>, format: 'tmx' | 'tmj', levels: boolean): { files: string[]; bundle: string } {
  const stem = titleStem(doc);
  return { files: [`${stem}.${format}`, `${stem}-terrain.png`, ...(levels ? [`${stem}-elevation.png`] : [])], bundle: `${stem}-tiled.zip` };
}
