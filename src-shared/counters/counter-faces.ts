import { isOneStep } from './counter-layout';
import type { CounterContingent, CounterFace, CounterLayout, CounterSide, CounterStrike, CounterUnitType, TextRole } from './layout-types';
import { mmToPt } from './text-metrics';

/** What a preview or a counter sheet shows: a unit of a type, or a strike marker. */
export type CounterSubject =
  | { kind: 'unit'; unitType: CounterUnitType; designation: string; contingent: CounterContingent | null; side: CounterSide | null }
  | { kind: 'strike'; strike: CounterStrike; side: CounterSide | null };

export interface FaceEntry {
  key: string;
  title: string;
  face: CounterFace;
}

/** Every printed face: front and back of a two-sided counter or strike marker, each step of a chain. */
export function facesOf(subject: CounterSubject): FaceEntry[] {
  if (subject.kind === 'strike') {
    return (['front', 'back'] as const).map((f) => ({
      key: f, title: f === 'front' ? 'Front' : 'Back', face: { kind: 'strike', strike: subject.strike, face: f, side: subject.side },
    }));
  }
  const { unitType, designation, contingent, side } = subject;
  const face = (stepIndex: number): CounterFace => ({ kind: 'unit', unitType, stepIndex, designation, contingent, side });
  if (unitType.stepModel === 'chain') {
    return unitType.steps.map((step, i) => ({ key: `step-${i}`, title: `Step ${i + 1}${step.label ? `: ${step.label}` : ''}`, face: face(i) }));
  }
  const back = face(1);
  return [
    { key: 'front', title: 'Front', face: face(0) },
    { key: 'back', title: back.kind === 'unit' && isOneStep(back) ? 'Back (one-step)' : 'Back (disrupted)', face: back },
  ];
}

export const VALUE_ROLES: readonly TextRole[] = ['combat', 'range', 'ma', 'separator', 'strength', 'title'];
export const LABEL_ROLES: readonly TextRole[] = ['designation', 'tag', 'size', 'label', 'step'];

/** The smallest font on the layout among the given roles, in points; Infinity when there is none. */
export function minFontPt(layout: CounterLayout, roles: readonly TextRole[]): number {
  let min = Infinity;
  for (const el of layout.elements) if (el.kind === 'text' && el.text && roles.includes(el.role)) min = Math.min(min, mmToPt(el.fontSize));
  return min;
}
