import { facesOf } from '../../../../src-shared/counters/counter-faces';
import { layoutCounter } from '../../../../src-shared/counters/counter-layout';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { canvasPage } from '../../export/canvas-surface';
import { drawCounter } from '../../export/draw-counter';
import { checkCancelled, type JobContext } from '../../jobs';
import { basicPiece, CTRL, CTRL_SHIFT, layer, marker, pieceDefinition } from './traits';

/** One counter of the scenario as a VASSAL piece: its faces as images, and its definition for a given gpid. */
export type Piece = {
  /** The unit's or strike's id. */
  id: string;
  name: string;
  sideId: string;
  /** The heading it is listed under in the pieces window. */
  group: string;
  images: string[];
  definition(gpid: string): string;
};

/** Image file names inside the module: letters, digits, dots and dashes only. */
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9.-]+/g, '_').slice(0, 60);

/**
 * Every unit and every airstrike or naval gunfire marker as a piece: its faces drawn by the counter code (front and
 * back, or each step of a chain) at `sizePx`, a Layer to turn it over (Ctrl+F) or to step it down (Ctrl+R) and up
 * again (Ctrl+Shift+R), and its side, contingent and type as properties.
 */
export async function scenarioPieces(doc: ScenarioDocument, sizeMm: number, pxPerMm: number, job: JobContext): Promise<{ pieces: Piece[]; images: Map<string, Buffer> }> {
  const images = new Map<string, Buffer>();
  const pieces: Piece[] = [];
  const sizePx = Math.max(16, Math.round(sizeMm * pxPerMm));
  const typeById = new Map(doc.unitTypes.map((t) => [t.id, t]));
  const sideById = new Map(doc.sides.map((s) => [s.id, s]));
  const draw = async (layouts: ReturnType<typeof layoutCounter>[], stem: string): Promise<string[]> => {
    const names: string[] = [];
    for (const [i, l] of layouts.entries()) {
      const { canvas, surface } = canvasPage(sizePx, sizePx, sizePx / sizeMm);
      drawCounter(surface, l, 0, 0);
      const name = `${stem}-${i + 1}.png`;
      images.set(name, await canvas.encode('png'));
      names.push(name);
    }
    return names;
  };
  const total = doc.units.length + doc.strikes.length;
  let done = 0;
  for (const [index, unit] of doc.units.entries()) {
    checkCancelled(job.signal);
    job.progress(done++, total, 'Drawing the counters');
    const unitType = typeById.get(unit.typeId);
    const contingent = doc.contingents.find((c) => c.id === unit.contingentId) ?? null;
    const side = contingent ? sideById.get(contingent.sideId) ?? null : null;
    if (!unitType || !side) continue;
    const faces = facesOf({ kind: 'unit', unitType, designation: unit.designation, contingent, side });
    const files = await draw(faces.map((f) => layoutCounter(f.face, sizeMm)), `unit-${index + 1}-${fileSafe(unit.designation)}`);
    const name = `${unit.designation} ${unitType.name}`.trim();
    const chain = unitType.stepModel === 'chain';
    // VASSAL appends a level name that starts with "+" to the piece's name: "1/144 Rifle — Back (disrupted)".
    const levelNames = faces.map((f, i) => (i === 0 ? '' : `+ — ${f.title}`));
    pieces.push({
      id: unit.id, name, sideId: side.id, images: files,
      group: contingent ? `${contingent.code ? `${contingent.code} ` : ''}${contingent.name}`.trim() || side.name : side.name,
      definition: (gpid) =>
        pieceDefinition([
          marker({ Side: side.name, Contingent: contingent?.name ?? '', Type: unitType.name }),
          chain
            ? layer({ name: 'Step', description: 'Steps', images: files, levelNames, loop: false, up: { command: 'Reduce', key: { code: 82, modifiers: CTRL } }, down: { command: 'Restore', key: { code: 82, modifiers: CTRL_SHIFT } } })
            : layer({ name: 'Side', description: 'Counter front and back', images: files, levelNames, loop: true, up: { command: 'Flip', key: { code: 70, modifiers: CTRL } }, down: null }),
          basicPiece('', name, gpid),
        ]),
    });
  }
  for (const [index, strike] of doc.strikes.entries()) {
    checkCancelled(job.signal);
    job.progress(done++, total, 'Drawing the counters');
    const side = sideById.get(strike.sideId) ?? null;
    if (!side) continue;
    const faces = facesOf({ kind: 'strike', strike, side });
    const files = await draw(faces.map((f) => layoutCounter(f.face, sizeMm)), `strike-${index + 1}`);
    const name = strike.label || (strike.kind === 'air' ? 'Airstrike' : 'Naval gunfire');
    pieces.push({
      id: strike.id, name, sideId: side.id, images: files, group: `${side.name} ${strike.kind === 'air' ? 'airstrikes' : 'naval gunfire'}`,
      definition: (gpid) =>
        pieceDefinition([
          marker({ Side: side.name, Strike: strike.kind }),
          layer({ name: 'Side', description: 'Marker front and back', images: files, levelNames: ['', '+ — Back'], loop: true, up: { command: 'Flip', key: { code: 70, modifiers: CTRL } }, down: null }),
          basicPiece('', name, gpid),
        ]),
    });
  }
  return { pieces, images };
}
