/**
 * Narration of the scenario rules' events: reinforcements and their tables, CP bonuses, strikes, drop zones and air
 * drops, evacuation, victory, arrival plans (narrate.ts).
 */
import type { EntryPlan, ScenarioEvent } from '../engine';
import type { AirDropRoll } from '../engine/core/events-scenario';
import type { Effect, SimpleEffect, UnitSelector } from '../model';
import type { Names } from './names';
import { crtDetails, crtText, sideOfUnit, unreachable, type Told } from './narrate-play';
import { listOf, lowerFirst, modifiersText, plural, roll, signed, upperFirst } from './narration';

type Of<T extends ScenarioEvent['type']> = Extract<ScenarioEvent, { type: T }>;

function selectorText(names: Names, units: UnitSelector): string {
  switch (units.kind) {
    case 'contingents':
      return listOf(units.contingentIds.map((id) => names.contingent(id)));
    case 'units':
      return units.unitIds.length <= 4 ? names.units(units.unitIds) : plural(units.unitIds.length, 'unit');
    case 'pick':
      return `${units.count} units of ${listOf(units.contingentIds.map((id) => names.contingent(id)))}`;
  }
}

/** What a table result gives, in words. */
export function effectText(names: Names, effect: Effect | SimpleEffect): string {
  switch (effect.kind) {
    case 'deploy':
      return `${selectorText(names, effect.units)} arrive`;
    case 'strikes':
      return effect.strikeKind === 'air' ? plural(effect.count, 'airstrike') : plural(effect.count, 'naval gunfire marker');
    case 'cp':
      return `${signed(effect.amount)} CP`;
    case 'rollOn':
      return `a roll on ${names.table(effect.tableId)}`;
    case 'entryArea':
      return `entry by ${names.area(effect.area)}`;
    case 'noEffect':
      return 'no effect';
    case 'choice':
      return `a choice of ${effect.count}: ${effect.options.map((o) => effectText(names, o)).join('; ')}`;
  }
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  deploy: 'units arrive',
  strikes: 'strikes',
  cp: 'command points',
  rollOn: 'a roll on another table',
  entryArea: 'an entry area',
  noEffect: 'no effect',
  choice: 'a choice',
};

function entryText(names: Names, entry: EntryPlan): string {
  if (entry.method === 'airdrop') return 'by air drop';
  if (entry.method === 'airLanded') return 'air-landed on a friendly airfield';
  const [first, ...fallbacks] = entry.areas;
  if (!first) return 'by ground';
  return `by ground at ${names.area(first)}${fallbacks.length > 0 ? ` (else ${fallbacks.map((a) => names.area(a)).join(', else ')})` : ''}`;
}

export function airDropText(names: Names, what: string, e: AirDropRoll): { text: string; details: string[] } {
  const applied = e.modifiers.filter((m) => m.applies).map((m) => ({ value: m.value, cause: names.clause(m.cause) }));
  const mods = applied.length > 0 ? ` ${modifiersText(applied)} = ${e.modified}` : '';
  const planned = names.hex(e.planned);
  let outcome: string;
  if (e.landed === null) outcome = 'lost';
  else if (e.scatter && (e.landed.col !== e.planned.col || e.landed.row !== e.planned.row)) {
    outcome = `${lowerFirst(e.result)}, scatters ${plural(e.scatter.distance, 'hex', 'hexes')} ${names.direction(e.scatter.direction)} (direction die ${e.scatter.directionDie}) to ${names.hex(e.landed)}`;
  } else outcome = `${lowerFirst(e.result)} in ${names.hex(e.landed)}`;
  return {
    text: `${what} drops on ${planned} (${names.terrain(e.terrain).toLowerCase()}): die ${e.die}${mods} → ${outcome}`,
    details: [...e.modifiers.map((m) => `${signed(m.value)} ${names.text(m.cause)}: ${m.applies ? 'applies' : 'does not apply'}`), ...e.notes.map(names.text)],
  };
}

export function dropRoll(names: Names, e: AirDropRoll, purpose: string) {
  const applied = e.modifiers.filter((m) => m.applies).map((m) => ({ value: m.value, cause: names.clause(m.cause) }));
  return roll('1d6', [e.die], purpose, applied, e.modified);
}

function tableRolled(names: Names, e: Of<'table-rolled'>): Told {
  const applied = e.modifiers.filter((m) => m.applies).map((m) => ({ value: m.value, cause: names.clause(m.cause) }));
  const mods = applied.length > 0 ? ` ${modifiersText(applied)} = ${e.modified}` : '';
  return {
    text: `${names.side(e.side)} roll on ${e.table}: ${e.dice} ${e.natural}${mods} → row ${e.row}${e.nearest ? ' (the nearest row)' : ''}`,
    kind: 'reinforcements',
    side: e.side,
    hexes: [],
    dice: roll(e.dice, e.faces, e.table, applied, e.modified),
    details: e.modifiers.map((m) => `${signed(m.value)} ${names.text(m.cause)}: ${m.applies ? 'applies' : 'does not apply'}`),
    rule: e.rule,
  };
}

function tableOutcome(names: Names, e: Of<'table-outcome'>): Told {
  const { tables } = names.board.scenario;
  const table = Object.hasOwn(tables, e.tableId) ? tables[e.tableId] : undefined;
  const outcome = table?.rows[e.rowIndex]?.outcomes[e.outcome];
  const row = table?.rows[e.rowIndex];
  const rowLabel = row ? (row.from === row.to ? String(row.from) : `${row.from}–${row.to}`) : String(e.rowIndex + 1);
  const given = outcome ? effectText(names, e.happened === 'otherwise' && outcome.otherwise ? outcome.otherwise : outcome.effect) : (KIND_WORDS[e.applied ?? e.effect] ?? e.effect);
  const text =
    e.happened === 'nothing'
      ? `${names.table(e.tableId)}, row ${rowLabel}: no ${outcome ? effectText(names, outcome.effect) : KIND_WORDS[e.effect]} (${names.clause(e.why)})`
      : `${names.table(e.tableId)}, row ${rowLabel}: ${given}${e.happened === 'otherwise' ? ` instead (${names.clause(e.why)})` : ''}`;
  return { text, kind: 'reinforcements', ...(table ? { side: table.sideId } : {}), hexes: [], details: [upperFirst(names.text(e.why))], rule: e.rule };
}

function victoryScored(names: Names, e: Of<'victory-scored'>): Told {
  const { score } = e;
  const totals = Object.entries(score.totals).map(([side, vp]) => `${names.side(side)} ${vp}`).join(', ');
  const reached = [...(names.board.scenario.victory?.levels ?? [])].sort((a, b) => a.from - b.from).filter((l) => l.from <= score.difference).pop();
  const wins = score.leader !== null && reached !== undefined && reached.from > 0;
  const ahead = score.leader !== null ? ` (${names.side(score.leader)} ahead)` : '';
  const level = score.level === '' ? 'no victory level: a stalemate' : wins && score.leader ? `${score.level} for ${names.side(score.leader)}` : `${score.level}${ahead}`;
  return {
    text: `Victory points: ${totals} VP; difference ${score.difference}: ${level}`,
    kind: 'victory',
    ...(score.leader ? { side: score.leader } : {}),
    hexes: [],
    details: score.lines.map((l) => `${names.side(l.side)}: ${vpLineText(names, l.what)}${l.count > 1 ? `, ${l.count} × ${l.vpEach}` : ''} = ${l.vp} VP`),
    rule: e.rule,
  };
}

/** A VP line's own words, with the side ids the engine writes into elimination lines put as names. */
function vpLineText(names: Names, what: string): string {
  return what.replace(/ of (\S+) eliminated$/, (_m, side: string) => ` of ${names.side(side)} eliminated`);
}

export function narrateScenario(event: ScenarioEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'table-rolled':
      return tableRolled(names, e);
    case 'table-outcome':
      return tableOutcome(names, e);
    case 'reinforcements-available':
      return {
        text: `${names.side(e.side)} reinforcements (${names.source(e.source)}): ${names.units(e.units)}, ${entryText(names, e.entry)}${e.entry.mayDelay ? '; they may be held back' : ''}`,
        kind: 'reinforcements',
        side: e.side,
        hexes: [],
        details: names.board.scenario.arrivals.filter((a) => a.id === e.source && a.note !== '').map((a) => upperFirst(a.note)),
        rule: e.rule,
      };
    case 'reinforcements-none':
      return { text: `No ${names.side(e.side)} reinforcements from ${names.source(e.source)}: ${names.clause(e.reason)}`, kind: 'reinforcements', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'strikes-available':
      return {
        text: `${names.side(e.side)} ${e.kind === 'air' ? 'airstrikes' : 'naval gunfire'} available: ${listOf(e.strikeIds.map((id) => names.strike(id)))}`,
        kind: 'strikes',
        side: e.side,
        hexes: [],
        details: e.notes.map(names.text),
        rule: e.rule,
      };
    case 'cp-changed':
      return { text: `${names.side(e.side)} CP ${signed(e.amount)}, now ${e.cp}: ${names.clause(e.reason)}`, kind: 'command-points', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'decision-pending': {
      const options = e.kind === 'pick' ? names.units(e.options) : listOf(e.options.map((o) => KIND_WORDS[o] ?? o));
      return {
        text: `${names.side(e.side)} must ${e.kind === 'pick' ? `pick ${e.count} of the arriving units` : `choose ${e.count} of the results`}: ${options}`,
        kind: 'reinforcements',
        side: e.side,
        hexes: [],
        details: [],
        rule: e.rule,
      };
    }
    case 'decision-made': {
      const picked = e.chosen.every((c) => Object.hasOwn(names.board.units, c));
      const chosen = picked ? names.units(e.chosen) : listOf(e.chosen.map((c) => KIND_WORDS[c.replace(/^\d+: /, '')] ?? c));
      return { text: `${names.side(e.side)} ${picked ? 'pick' : 'choose'}: ${chosen}`, kind: 'reinforcements', side: e.side, hexes: [], details: [], rule: e.rule };
    }
    case 'unit-entered':
      return {
        text: `${names.unit(e.unitId)} enters at ${e.hex}${e.method === 'airLanded' ? ' (air-landed)' : ''}: ${e.cost} MP, ${e.mpLeft} MP left${e.halted ? '; stops in an enemy zone of control' : ''}`,
        kind: 'reinforcements',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.at],
        details: e.notes.map(names.text),
        rule: e.rule,
      };
    case 'reinforcements-held':
      return { text: `${names.side(e.side)} hold back ${names.units(e.units)}: ${names.clause(e.reason)}`, kind: 'reinforcements', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'cp-bonus': {
      const held = e.hexes.map((h) => h.hex);
      const why = e.hexes.flatMap((h) => (!h.held ? [`${h.hex} not held`] : h.adjacentEnemies.length > 0 ? [`enemy next to ${h.hex}`] : []));
      const gain = e.cp >= 0 ? ['gain', 'do not gain'] : ['lose', 'do not lose'];
      return {
        text: `${names.side(e.side)} ${e.granted ? gain[0] : gain[1]} ${Math.abs(e.cp)} CP for holding ${listOf(held)}${e.granted ? `: ${e.total} CP now` : why.length > 0 ? `: ${why.join(', ')}` : ''}`,
        kind: 'command-points',
        side: e.side,
        hexes: [],
        details: [upperFirst(names.text(e.why)), ...e.hexes.map((h) => `${h.hex}: ${h.held ? 'held' : 'not held'}${h.adjacentEnemies.length > 0 ? `, enemy next to it: ${names.units(h.adjacentEnemies)}` : ''}`)],
        rule: e.rule,
      };
    }
    case 'strike-resolved': {
      const markers = e.strikes.map((s) => ({ name: names.strike(s.strikeId), strength: s.strength }));
      return {
        text: `${names.side(e.side)} ${e.kind === 'air' ? 'airstrike' : 'naval gunfire'} on ${e.hex} (${e.attack}) against ${names.unit(e.defender)} (${e.defence}): ${crtText(names, e, e)}`,
        kind: 'strikes',
        side: e.side,
        hexes: [e.at],
        dice: roll('1d6', [e.die], `${e.kind === 'air' ? 'airstrike' : 'naval gunfire'} against ${e.hex}`),
        details: crtDetails(names, e, markers, [{ name: names.unit(e.defender), strength: e.defence }], e.notes.map(names.text)),
        rule: e.rule,
      };
    }
    case 'strike-shot-down':
      return {
        text: `${upperFirst(names.strike(e.strikeId))} is shot down${e.disposition === 'eliminated' ? ' for good' : ': it comes back the next time a table brings one'}`,
        kind: 'strikes',
        side: Object.hasOwn(names.board.scenario.strikes, e.strikeId) ? names.board.scenario.strikes[e.strikeId].sideId : undefined,
        hexes: [],
        details: [],
        rule: e.rule,
      };
    case 'unit-evacuated':
      return { text: `${names.unit(e.unitId)} leaves the map from ${e.hex} (evacuated)`, kind: 'movement', side: sideOfUnit(names, e.unitId), hexes: [e.at], details: [], rule: e.rule };
    case 'units-not-dropped':
      return { text: `${names.side(e.side)} do not drop ${names.units(e.units)}: out of play`, kind: 'airdrop', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'drop-zone-placed':
      return { text: `${names.side(e.side)} place a drop zone at ${e.hex}${e.cost > 0 ? ` for ${e.cost} CP` : ''}`, kind: 'airdrop', side: e.side, hexes: [e.at], details: [], rule: e.rule };
    case 'unit-air-dropped': {
      const told = airDropText(names, names.unit(e.unitId), e);
      return { text: told.text, kind: 'airdrop', side: sideOfUnit(names, e.unitId), hexes: e.landed ? [e.planned, e.landed] : [e.planned], dice: dropRoll(names, e, 'Air Drop Table'), details: told.details, rule: e.rule };
    }
    case 'victory-scored':
      return victoryScored(names, e);
    case 'victory-condition': {
      const which = e.condition === null ? 'The scenario\'s default result' : `Victory condition ${e.condition + 1}`;
      const result = e.winner === null ? `a draw${e.level && e.level !== 'Draw' ? ` (${e.level})` : ''}` : `${e.level} for ${names.side(e.winner)}`;
      return { text: `${which} decides: ${result}`, kind: 'victory', ...(e.winner ? { side: e.winner } : {}), hexes: e.hexes, details: [upperFirst(names.text(e.reason))], rule: e.rule };
    }
    case 'arrival-plan-sealed':
      return { text: `${names.side(e.side)} write and seal their arrival plan`, kind: 'special-rules', side: e.side, hexes: [], details: [`digest ${e.digest}`], rule: e.rule };
    case 'arrival-plan-checked': {
      const planned = listOf(e.planned.map((c) => names.contingent(c)));
      const actual = e.actual.map((a) => `${names.contingent(a.contingentId)} ${a.turn === null ? 'never' : `turn ${a.turn}`}`).join(', ');
      return {
        text: `${names.side(e.side)} arrival plan ${e.kept ? 'kept' : 'not kept'}: planned ${planned}; arrived ${actual}`,
        kind: 'special-rules',
        side: e.side,
        hexes: [],
        details: [`digest ${e.digest}`, ...e.deviations.map((d) => upperFirst(d.why))],
        rule: e.rule,
      };
    }
    default:
      return unreachable(e);
  }
}
