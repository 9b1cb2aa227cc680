/** Narration of engineering and special units (18–20, 22, 23.3) and of the Pacific modules (OST Vol. 3, ASL G) (narrate.ts). */
import type { EngineeringEvent, PacificEvent } from '../engine';
import type { Names } from './names';
import { crtDetails, crtText, sideOfUnit, unreachable, type Told } from './narrate-play';
import { airDropText, dropRoll } from './narrate-scenario';
import { listOf, plural, roll, upperFirst } from './narration';

const TASKS = { demolish: 'demolish', 'repair-bridge': 'repair', 'build-bridge': 'bridge' } as const;

export function narrateEngineering(event: EngineeringEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'demolition-table-rolled':
      return {
        text: `${names.unit(e.unitId)} tries to ${TASKS[e.task]} ${names.clause(e.target.label)}: die ${e.die} on the ${e.column === 'engineer' ? 'engineer' : 'other units’'} column → ${e.resultLabel === 'Dx' ? 'done' : 'no effect'}`,
        kind: 'engineering',
        side: e.side,
        hexes: [...e.target.hexes],
        dice: roll('1d6', [e.die], `Demolition Table (${e.task.replace('-', ' ')})`),
        details: [upperFirst(names.text(e.columnWhy)), ...e.notes.map(names.text)],
        rule: e.rule,
      };
    case 'feature-demolished':
      return { text: `${upperFirst(names.text(e.target.label))} is demolished: ${names.clause(e.cause)}`, kind: 'engineering', side: e.side, hexes: [...e.target.hexes], details: e.effects.map((n) => upperFirst(names.text(n))), rule: e.rule };
    case 'demolition-repaired':
      return { text: `${names.unit(e.unitId)} repairs ${names.clause(e.target.label)}`, kind: 'engineering', side: e.side, hexes: [...e.target.hexes], details: e.effects.map((n) => upperFirst(names.text(n))), rule: e.rule };
    case 'bridge-built':
      return {
        text: `${names.unit(e.unitId)} builds a bridge: ${names.clause(e.target.label)} (${plural(e.markersLeft, 'bridge marker')} left)`,
        kind: 'engineering',
        side: e.side,
        hexes: [...e.target.hexes],
        details: [],
        rule: e.rule,
      };
    case 'roadblock-built':
      return { text: `${names.unit(e.unitId)} builds a roadblock in ${e.hex}`, kind: 'engineering', side: e.side, hexes: [e.at], details: e.notes.map((n) => upperFirst(names.text(n))), rule: e.rule };
    case 'roadblock-removed':
      return { text: `The ${names.side(e.side)} roadblock in ${e.hex} is removed: ${sideWords(names, names.clause(e.reason))}`, kind: 'engineering', side: e.side, hexes: [e.at], details: [], rule: e.rule };
    case 'refinery-fire-rolled':
      return {
        text: `Refinery fire roll in ${e.hex} (${names.clause(e.cause)}): die ${e.die}, fire on ${e.fireOn} or more → ${e.fire ? 'the refinery burns' : 'no fire'}`,
        kind: 'special-rules',
        side: e.side,
        hexes: [e.at],
        dice: roll('1d6', [e.die], 'refinery fire'),
        details: [],
        rule: e.rule,
      };
    case 'air-supply-dropped': {
      const told = airDropText(names, `${names.side(e.side)} air supply`, e);
      return { text: `${told.text} (${e.left} left)`, kind: 'airdrop', side: e.side, hexes: e.landed ? [e.planned, e.landed] : [e.planned], dice: dropRoll(names, e, 'Air Drop Table (air supply)'), details: told.details, rule: e.rule };
    }
    case 'air-supply-used':
      return { text: `${names.side(e.side)} use the air supply in ${e.hex}: ${names.units(e.units)} regroup`, kind: 'airdrop', side: e.side, hexes: [e.at], details: [], rule: e.rule };
    default:
      return unreachable(e);
  }
}

/** Side ids the engine writes into some sentences ("no japanese unit is left"), put as the sides' names. */
function sideWords(names: Names, text: string): string {
  let out = text;
  for (const side of names.board.sides) out = out.replace(new RegExp(`\\b${side.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), side.name);
  return out;
}

const ATTACKS = { napalm: 'Napalm', canister: 'Canister', 'tank killer': 'Tank killer' } as const;

export function narratePacific(event: PacificEvent, names: Names): Told {
  const e = event;
  switch (e.type) {
    case 'unit-step-lost':
      return {
        text: `${names.unit(e.unitId)} loses a step: ${e.fromLabel} → ${e.toLabel ?? 'none left, eliminated'} (${names.clause(e.reason)})`,
        kind: 'combat',
        side: sideOfUnit(names, e.unitId),
        hexes: [],
        details: [],
        rule: e.rule,
      };
    case 'cave-collapse-roll':
      return {
        text: `Cave in ${e.hex}, collapse roll (${names.clause(e.cause)}): die ${e.die}${e.modifier !== 0 ? ` ${e.modifier > 0 ? '+' : '−'}${Math.abs(e.modifier)} = ${e.total}` : ''} → ${e.collapses ? 'the cave collapses and the units inside are destroyed' : 'it stands'}`,
        kind: 'special-rules',
        hexes: [e.at],
        dice: roll('1d6', [e.die], 'cave collapse', e.modifier !== 0 ? [{ value: e.modifier, cause: 'collapse modifier' }] : [], e.total),
        details: [],
        rule: e.rule,
      };
    case 'cave-immune':
      return { text: `${names.unit(e.unitId)}, inside the cave in ${e.hex}, is not harmed by ${names.clause(e.attack)}`, kind: 'combat', side: sideOfUnit(names, e.unitId), hexes: [e.at], details: [], rule: e.rule };
    case 'cave-bombarded':
      return { text: `${names.side(e.side)} bombard the cave in ${e.hex} with ${names.units(e.attackers)}: no attack on the units inside, a collapse roll follows`, kind: 'combat', side: e.side, hexes: [e.at], details: [], rule: e.rule };
    case 'unit-attacked': {
      const attacker = e.kind === 'napalm' ? names.strike(e.attacker) : names.unit(e.attacker);
      return {
        text: `${ATTACKS[e.kind]}: ${attacker} (${e.attack}) against ${names.unit(e.defender)} in ${e.hex} (${e.defence}): ${crtText(names, e, e)}`,
        kind: e.kind === 'napalm' ? 'strikes' : 'combat',
        side: e.side,
        hexes: [e.at],
        dice: roll('1d6', [e.die], `${e.kind} attack on ${e.hex}`),
        details: crtDetails(names, e, [{ name: attacker, strength: e.attack }], [{ name: names.unit(e.defender), strength: e.defence }], e.notes.map(names.text)),
        rule: e.rule,
      };
    }
    case 'napalm-pilot':
      return {
        text: `Napalm on ${e.hex}: ${names.strike(e.strikeId)} pilot roll, die ${e.die} → ${e.pilot} pilot, strength ${e.strength}`,
        kind: 'strikes',
        side: e.side,
        hexes: [e.at],
        dice: roll('1d6', [e.die], 'napalm pilot quality'),
        details: [],
        rule: e.rule,
      };
    case 'banzai-declared':
      return { text: `${names.side(e.side)} declare a Banzai charge led by ${names.unit(e.leaderId)}: ${names.units(e.units)}`, kind: 'special-rules', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'banzai-crew-joined':
      return { text: `${names.unit(e.unitId)} joins the Banzai charge as a reduced squad (${e.stepLabel})`, kind: 'special-rules', side: sideOfUnit(names, e.unitId), hexes: [], details: [], rule: e.rule };
    case 'banzai-continues':
      return { text: `The ${names.side(e.side)} Banzai charge goes on: ${names.units(e.units)}`, kind: 'special-rules', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'banzai-ended':
      return { text: `The ${names.side(e.side)} Banzai charge is over: ${names.clause(e.reason)}`, kind: 'special-rules', side: e.side, hexes: [], details: [], rule: e.rule };
    case 'retreat-ignored':
      return { text: `${names.unit(e.unitId)} stands its ground instead of retreating: ${names.clause(e.reason)}`, kind: 'combat', side: sideOfUnit(names, e.unitId), hexes: [], details: [], rule: e.rule };
    case 'unit-revealed':
      return { text: `${names.unit(e.unitId)} is revealed in ${e.hex}: ${names.clause(e.reason)}`, kind: 'special-rules', side: sideOfUnit(names, e.unitId), hexes: [e.at], details: [], rule: e.rule };
    case 'starshell-fired': {
      const drift = e.drift ? `, drifts ${plural(e.drift.distance, 'hex', 'hexes')} ${e.drift.direction} (dice ${e.drift.directionDie} and ${e.drift.distanceDie})` : '';
      const landed = e.landed === null ? 'off the map' : `over ${e.landed}`;
      return {
        text: `${names.side(e.side)} fire a starshell at ${e.aimed}: accuracy die ${e.accuracyDie} → ${e.accurate ? 'on target' : `off target${drift}`}, it burns ${landed} (${e.left} left)`,
        kind: 'special-rules',
        side: e.side,
        hexes: [e.aimedAt, ...(e.landedAt && (e.landedAt.col !== e.aimedAt.col || e.landedAt.row !== e.aimedAt.row) ? [e.landedAt] : [])],
        dice: roll('1d6', [e.accuracyDie], 'starshell accuracy'),
        details: [],
        rule: e.rule,
      };
    }
    case 'starshells-burnt-out':
      return { text: `${upperFirst(plural(e.count, 'starshell'))} burnt out`, kind: 'special-rules', hexes: [], details: [], rule: e.rule };
    case 'canister-fired':
      return {
        text: `${names.unit(e.unitId)} fires canister at ${listOf([...e.hexes])}: strength ${e.strength}, doubled to ${e.doubled}`,
        kind: 'combat',
        side: e.side,
        hexes: [],
        details: [],
        rule: e.rule,
      };
    case 'tank-killer-detonated':
      return {
        text: `Tank killer ${names.unit(e.unitId)} in ${e.hex} attacks ${names.unit(e.vehicle)}: ${names.clause(e.trigger)}`,
        kind: 'combat',
        side: sideOfUnit(names, e.unitId),
        hexes: [e.at],
        details: ['The tank killer is spent in its attack.'],
        rule: e.rule,
      };
    default:
      return unreachable(e);
  }
}
