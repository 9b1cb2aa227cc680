/** Narration of the morale module's events (issue 14 item 11; narrate.ts). */
import { resultsText, type MoraleEvent } from '../engine';
import type { Names } from './names';
import { sideOfUnit, unreachable, type Told } from './narrate-play';
import { modifiersText, plural, roll, signed, upperFirst } from './narration';

export function narrateMorale(event: MoraleEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'morale-rolled': {
      const applied = e.modifiers.filter((m) => m.applies);
      const mods = applied.length > 0 ? ` ${modifiersText(applied)} = ${e.modified}` : '';
      const outcome = resultsText(e.results, e.hexes);
      return {
        text: `${names.unit(e.unitId)} rolls for morale (${names.clause(e.why)}): ${e.dice} ${e.natural}${mods} → row ${e.row}${e.nearest ? ' (the nearest row)' : ''}: ${outcome}${e.instead ? `; ${names.clause(e.instead)}` : ''}`,
        kind: 'special-rules',
        side: sideOfUnit(names, e.unitId),
        hexes: [],
        dice: roll(e.dice, e.faces, 'morale', applied, e.modified),
        details: e.modifiers.map((m) => `${signed(m.value)} ${m.cause}: ${m.applies ? 'applies' : 'does not apply'}`),
        rule: e.rule,
      };
    }
    case 'morale-fell-back':
      return {
        text:
          e.to === null
            ? `${names.unit(e.unitId)} must fall back ${plural(e.hexes, 'hex', 'hexes')} from ${names.hex(e.from)} but cannot: it stays`
            : `${names.unit(e.unitId)} falls back from ${names.hex(e.from)}: ${plural(e.path.length, 'hex', 'hexes')} to ${names.hex(e.to)} (route chosen by the engine)`,
        kind: 'special-rules',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.from, ...e.path],
        details: [...(e.path.length > 0 ? [`route: ${e.path.map((h) => names.hex(h)).join(' → ')}`] : []), ...e.notes.map((n) => upperFirst(names.text(n)))],
        rule: e.rule,
      };
    case 'morale-restored':
      return {
        text: `${names.side(e.side)}: the morale results of ${names.units(e.unitIds)} end`,
        kind: 'special-rules',
        side: e.side,
        hexes: [],
        details: [],
        rule: e.rule,
      };
    default:
      return unreachable(e);
  }
}
