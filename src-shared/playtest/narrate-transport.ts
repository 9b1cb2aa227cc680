/** Narration of transport (issue 14, item 12): loading, unloading and the Passenger Table (narrate.ts). */
import type { TransportEvent } from '../engine';
import { PASSENGER_RESULT_NAMES } from '../ruleset';
import type { Names } from './names';
import { sideOfUnit, unreachable, type Told } from './narrate-play';
import { mp, roll } from './narration';

export function narrateTransport(event: TransportEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'unit-loaded':
      return {
        text: `${names.unit(e.unitId)} boards ${names.unit(e.carrierId)} in ${e.hex}: ${mp(e.mp)} MP, ${mp(e.mpLeft)} MP left (aboard ${e.load} of ${e.capacity} ${e.measure === 'units' ? 'units' : 'stacking points'})`,
        kind: 'movement',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.at],
        details: ['Units aboard move with their carrier; they neither fire nor attack, and share its fate when it is hit.'],
        rule: e.rule,
      };
    case 'unit-unloaded':
      return {
        text: e.carrierLost
          ? `${names.unit(e.unitId)} is set down in ${e.hex}: its carrier ${names.unit(e.carrierId)} is lost`
          : `${names.unit(e.unitId)} gets off ${names.unit(e.carrierId)} in ${e.hex}: ${mp(e.mp)} MP, ${mp(e.mpLeft)} MP left; its own move is over`,
        kind: 'movement',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.at],
        details: [],
        rule: e.rule,
      };
    case 'passenger-roll':
      return {
        text: `${names.unit(e.unitId)} aboard ${names.unit(e.carrierId)}, which was ${e.hit}: Passenger Table die ${e.die} → ${PASSENGER_RESULT_NAMES[e.result].toLowerCase()}`,
        kind: 'combat',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.at],
        dice: roll('1d6', [e.die], 'Passenger Table'),
        details: [],
        rule: e.rule,
      };
    default:
      return unreachable(e);
  }
}
