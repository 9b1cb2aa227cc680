import { inkOn, NEUTRAL_BACKGROUND, safeColour } from '../../../src-shared/counters/colours';
import { layoutCounter, type UnitFace } from '../../../src-shared/counters/counter-layout';
import type { ScenarioDocument } from '../../../src-shared/model';
import type { BoardCounter } from './board-model';

/**
 * The counters of a scenario's units, by face: the same layout the counter designer previews and the counter sheets
 * print (counter-layout.ts), so the board shows each unit as its printed counter.
 */
export class UnitFaces {
  private readonly faces = new Map<string, BoardCounter>();
  private readonly units: Map<string, ScenarioDocument['units'][number]>;
  private readonly types: Map<string, ScenarioDocument['unitTypes'][number]>;
  private readonly contingents: Map<string, ScenarioDocument['contingents'][number]>;
  private readonly sides: Map<string, ScenarioDocument['sides'][number]>;

  constructor(doc: ScenarioDocument) {
    this.units = new Map(doc.units.map((u) => [u.id, u]));
    this.types = new Map(doc.unitTypes.map((t) => [t.id, t]));
    this.contingents = new Map(doc.contingents.map((c) => [c.id, c]));
    this.sides = new Map(doc.sides.map((s) => [s.id, s]));
  }

  /** The face a unit shows at `stepIndex` (two-sided: 0 front, 1 back; chain: the step), drawn with a hidden mark
   *  when `hidden`; null for a unit the scenario does not have. */
  counter(unitId: string, stepIndex: number, hidden = false): BoardCounter | null {
    const id = `${unitId}|${stepIndex}|${hidden ? 'h' : ''}`;
    const known = this.faces.get(id);
    if (known) return known;
    const face = this.face(unitId, stepIndex);
    if (!face) return null;
    const colour = safeColour(face.contingent?.colours.background ?? null, NEUTRAL_BACKGROUND);
    const counter: BoardCounter = {
      unitId,
      faceKey: `${unitId}|${stepIndex}`,
      layout: (size) => layoutCounter(face, size),
      colour,
      ink: safeColour(face.contingent?.colours.text ?? null, inkOn(colour)),
      hidden,
    };
    this.faces.set(id, counter);
    return counter;
  }

  face(unitId: string, stepIndex: number): UnitFace | null {
    const unit = this.units.get(unitId);
    const unitType = unit && this.types.get(unit.typeId);
    if (!unit || !unitType) return null;
    const contingent = this.contingents.get(unit.contingentId) ?? null;
    const side = (contingent && this.sides.get(contingent.sideId)) ?? null;
    return { kind: 'unit', unitType, stepIndex, designation: unit.designation, contingent, side };
  }
}
