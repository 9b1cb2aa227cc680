/** Narration of obstacles with state (Atoll 14.9) and features with a life (Atoll 14.10) (narrate.ts). */
import type { ObstacleEvent } from '../engine';
import type { Names } from './names';
import type { Told } from './narrate-play';
import { roll, upperFirst } from './narration';

export function narrateObstacles(e: ObstacleEvent, names: Names): Told {
  switch (e.type) {
    case 'obstacle-cleared': {
      const one = e.unitIds.length === 1;
      const by = e.how === 'crossing' ? `${names.units(e.unitIds)} crosses it and clears it` : `${names.units(e.unitIds)} ${one ? 'spends' : 'spend'} the Engineering Phase clearing it`;
      const after = e.kind === 'hexside' ? `the hexside is ${e.becomes === null ? 'a plain hexside' : `now ${names.text(e.becomes)}`} for the rest of the game` : 'it is gone for the rest of the game';
      return { text: `${upperFirst(names.text(e.label))} is cleared: ${by}`, kind: 'engineering', side: e.side, hexes: [...e.hexes], details: [upperFirst(after)], rule: e.rule };
    }
    case 'feature-fire-rolled': {
      const outcome = e.destroyed ? `destroyed${e.keepsBonus ? '; its ruins keep their defence bonus' : '; it loses its defence bonus'}` : 'it stands';
      return {
        text: `${upperFirst(names.text(e.name))} in ${e.hex}, destruction roll after ${names.clause(e.cause)}: die ${e.die} → ${outcome}`,
        kind: 'combat',
        side: e.side,
        hexes: [e.at],
        dice: roll('1d6', [e.die], `${names.text(e.name)} destruction table`),
        details: [],
        rule: e.rule,
      };
    }
  }
}
