import { facesOf } from '../../../src-shared/counters/counter-faces';
import { layoutCounter, type CounterLayout } from '../../../src-shared/counters/counter-layout';
import { blankFace, layoutMarkerFace, type MarkerFace } from '../../../src-shared/counters/marker-layout';
import type { ScenarioDocument } from '../../../src-shared/model';

/** One physical counter: what is printed on its front and on its back. */
export type CounterItem = { front: CounterLayout; back: CounterLayout };
/** Counters printed together under one heading: a contingent, a side's strikes or markers. */
export type CounterGroup = { title: string; items: CounterItem[] };

export type CounterSelection = {
  sizeMm: number;
  /** Copies of each marker beyond what the scenario needs (spares). */
  spareMarkers: number;
};

/** The faces of a unit or strike as physical counters: front and back, or a chain's steps two by two. */
function pairs(faces: CounterLayout[], blankColour: string | null): CounterItem[] {
  const out: CounterItem[] = [];
  for (let i = 0; i < faces.length; i += 2) {
    const front = faces[i];
    out.push({ front, back: faces[i + 1] ?? blankFace(blankColour, front.sizeMm, `${front.label}, blank back`) });
  }
  return out;
}

/**
 * Every counter the scenario needs, grouped by side and contingent: one per unit (each step of a chain, two to a
 * counter), one per strike, and the markers its rules use (turn, CP and VP per side, drop zones, hidden units,
 * roadblocks for sides with engineers, demolition, air supply, starshells), each plus the spares asked for.
 */
export function collectCounters(doc: ScenarioDocument, selection: CounterSelection): CounterGroup[] {
  const s = selection.sizeMm;
  const typeById = new Map(doc.unitTypes.map((t) => [t.id, t]));
  const sides = [...doc.sides].sort((a, b) => a.setupOrder - b.setupOrder || a.name.localeCompare(b.name));
  const groups: CounterGroup[] = [];
  const marker = (face: MarkerFace, count: number, into: CounterItem[], back: MarkerFace = face) => {
    const n = count > 0 ? count + selection.spareMarkers : 0;
    for (let i = 0; i < n; i++) into.push({ front: layoutMarkerFace(face, s), back: layoutMarkerFace(back, s) });
  };

  for (const side of sides) {
    const contingents = doc.contingents.filter((c) => c.sideId === side.id).sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
    for (const contingent of contingents) {
      const items: CounterItem[] = [];
      for (const unit of doc.units.filter((u) => u.contingentId === contingent.id)) {
        const unitType = typeById.get(unit.typeId);
        if (!unitType) continue;
        const faces = facesOf({ kind: 'unit', unitType, designation: unit.designation, contingent, side }).map((f) => layoutCounter(f.face, s));
        items.push(...pairs(faces, contingent.colours.background));
      }
      if (items.length) groups.push({ title: `${side.name}: ${contingent.name || contingent.code}${contingent.code && contingent.name ? ` (${contingent.code})` : ''}`, items });
    }
    const strikes: CounterItem[] = [];
    for (const strike of doc.strikes.filter((x) => x.sideId === side.id)) {
      const faces = facesOf({ kind: 'strike', strike, side }).map((f) => layoutCounter(f.face, s));
      strikes.push(...pairs(faces, side.colour));
    }
    if (strikes.length) groups.push({ title: `${side.name}: airstrikes and naval gunfire`, items: strikes });

    const markers: CounterItem[] = [];
    const sideUnits = doc.units.filter((u) => doc.contingents.some((c) => c.id === u.contingentId && c.sideId === side.id));
    const face = (title: string, value: string, note = ''): MarkerFace => ({ title, value, note, colour: side.colour });
    marker(face('Command points', 'CP'), 1, markers, face('Command points', 'CP', '+10'));
    if (doc.victory.levels.length) marker(face('Victory points', 'VP'), 1, markers, face('Victory points', 'VP', '+50'));
    marker(face('Drop zone', 'DZ'), side.dropZones.count + (side.dropZones.later?.count ?? 0), markers);
    marker(face('Hidden unit', '?'), Math.ceil((sideUnits.length * side.hiddenPercent) / 100), markers);
    const engineers = sideUnits.some((u) => typeById.get(u.typeId)?.flags.some((f) => f.toLowerCase() === 'engineer'));
    marker(face('Roadblock', 'RB'), engineers ? 2 : 0, markers);
    marker(face('Air supply', 'AS'), side.airSupply, markers);
    marker(face('Starshell', 'SS'), doc.ruleset.modules.starshells ? (side.starshells ?? 0) : 0, markers);
    if (markers.length) groups.push({ title: `${side.name}: markers`, items: markers });
  }

  const general: CounterItem[] = [];
  const plain = (title: string, value: string, note = ''): MarkerFace => ({ title, value, note, colour: '#ffffff' });
  if (doc.turns.length) marker(plain('Game turn', 'TURN'), 1, general, plain('Game turn', 'TURN', 'Night'));
  const anyEngineers = doc.unitTypes.some((t) => t.flags.some((f) => f.toLowerCase() === 'engineer'));
  marker(plain('Demolished', 'DEM'), anyEngineers ? Math.max(2, doc.features.filter((f) => f.type === 'objective').length) : 0, general);
  if (general.length) groups.push({ title: 'Markers', items: general });
  return groups;
}
