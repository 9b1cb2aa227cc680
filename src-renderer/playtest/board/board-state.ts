import type { MarkerFace } from '../../../src-shared/counters/marker-layout';
import type { GameEvent, GameState } from '../../../src-shared/engine';
import { markers, stacks, type CounterView, type MapMarker } from '../../../src-shared/playtest';
import type { BoardCounter, BoardMarker, BoardStack } from './board-model';
import type { UnitFaces } from './unit-faces';

/**
 * The stacks on the map in a state (playtest board-view), as the board draws them. `visible` says which units the
 * viewer may see (hot-seat masks the other side's hidden units); the viewer's own hidden units carry the hidden mark.
 */
export function stacksOf(state: GameState, faces: UnitFaces, visible: (unitId: string) => boolean = () => true): BoardStack[] {
  return stacks(state).flatMap((stack) => {
    const counters = stack.units.flatMap((u) => (visible(u.unitId) ? counterOf(u, faces) : []));
    return counters.length > 0 ? [{ key: `${stack.hex.col},${stack.hex.row}`, hex: stack.hex, counters }] : [];
  });
}

/** A unit's counter as the board draws it (its face at its step, the hidden mark, its morale tag); none for a unit the
 *  scenario does not have. */
export function counterOf(view: CounterView, faces: UnitFaces): BoardCounter[] {
  const counter = faces.counter(view.unitId, view.stepIndex, view.hidden);
  return counter ? [view.morale ? { ...counter, morale: view.morale } : counter] : [];
}

const WHITE = '#ffffff';

function faceOf(marker: MapMarker, colourOf: (sideId: string | null) => string): MarkerFace | null {
  switch (marker.kind) {
    case 'drop-zone':
      return { title: 'Drop zone', value: 'DZ', note: '', colour: colourOf(marker.sideId) };
    case 'roadblock':
      // Roadblocks printed on the map are drawn by the map itself; built ones get their marker.
      return marker.built ? { title: 'Roadblock', value: 'RB', note: '', colour: colourOf(marker.sideId) } : null;
    case 'demolished':
      return marker.fire ? { title: 'Refinery fire', value: 'FIRE', note: '', colour: '#e8742a' } : { title: 'Demolished', value: 'DEM', note: marker.hexside ? 'bridge' : '', colour: WHITE };
    case 'bridge-marker':
      return { title: 'Bridge', value: 'BR', note: 'built', colour: colourOf(marker.sideId) };
    case 'starshell':
      return { title: 'Starshell', value: '★', note: '', colour: colourOf(marker.sideId) };
    case 'air-supply':
      return { title: 'Air supply', value: 'AS', note: '', colour: colourOf(marker.sideId) };
    case 'collapsed-cave':
      return { title: 'Cave', value: 'X', note: 'collapsed', colour: '#8a7560' };
    case 'obstacle-cleared':
      return { title: marker.name, value: 'CLR', note: 'cleared', colour: '#d6ecd0' };
    case 'feature-destroyed':
      return { title: marker.name, value: 'KO', note: marker.keepsBonus ? 'keeps bonus' : 'no bonus', colour: '#8a7560' };
    case 'objective':
      return null;
  }
}

/** The game markers on the map (playtest board-view), as printed on the counter sheet's marker faces. */
export function markersOf(state: GameState, history: readonly GameEvent[], colourOf: (sideId: string | null) => string): BoardMarker[] {
  const all = markers(state, history);
  const onMap = all.onMap.flatMap((m, i) => {
    const face = faceOf(m, colourOf);
    const hex = 'hex' in m ? m.hex : m.hexes[0];
    return face && hex ? [{ key: `${m.kind}-${i}`, hex, face }] : [];
  });
  const banzai = all.banzai.flatMap((b) => {
    const hex = b.active ? state.units[b.leaderId]?.hex : null;
    return hex ? [{ key: `banzai-${b.sideId}`, hex, face: { title: 'Banzai', value: 'BANZAI', note: '', colour: colourOf(b.sideId) } }] : [];
  });
  return [...onMap, ...banzai];
}
