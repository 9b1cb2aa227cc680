/**
 * The unit classes, sizes and flags a designer picks from, with the MIL-STD-2525C symbol code each class starts
 * with (milsymbol draws it). Designers may type their own class and code; these are starting points.
 */
export const UNIT_CLASSES: readonly { id: string; label: string; sidc: string; movementClass: string }[] = [
  { id: 'light infantry', label: 'Light infantry', sidc: 'SFGPUCI----D---', movementClass: 'foot' },
  { id: 'parachute infantry', label: 'Parachute infantry', sidc: 'SFGPUCIA---D---', movementClass: 'foot' },
  { id: 'glider infantry', label: 'Glider infantry', sidc: 'SFGPUCIS---D---', movementClass: 'foot' },
  { id: 'engineers', label: 'Engineers', sidc: 'SFGPUCE----D---', movementClass: 'foot' },
  { id: 'commando', label: 'Commando', sidc: 'SFFPGR-----D---', movementClass: 'foot' },
  { id: 'heavy weapons', label: 'Heavy weapons', sidc: 'SFGPUCI----D---', movementClass: 'foot' },
  { id: 'mortar', label: 'Mortar / infantry gun', sidc: 'SFGPUCFM---D---', movementClass: 'foot' },
  { id: 'artillery', label: 'Artillery', sidc: 'SFGPUCF----D---', movementClass: 'wheeled' },
  { id: 'anti-tank', label: 'Anti-tank', sidc: 'SFGPUCAA---D---', movementClass: 'foot' },
  { id: 'anti-aircraft', label: 'Anti-aircraft', sidc: 'SFGPUCD----D---', movementClass: 'wheeled' },
  { id: 'armor', label: 'Armor', sidc: 'SFGPUCA----D---', movementClass: 'tracked' },
  { id: 'mechanized infantry', label: 'Mechanized infantry', sidc: 'SFGPUCIZ---D---', movementClass: 'tracked' },
  { id: 'armored recon', label: 'Armored recon', sidc: 'SFGPUCRVA--D---', movementClass: 'tracked' },
  { id: 'wheeled recon', label: 'Wheeled recon', sidc: 'SFGPUCRVM--D---', movementClass: 'wheeled' },
  { id: 'self-propelled artillery', label: 'Self-propelled artillery', sidc: 'SFGPUCFHE--D---', movementClass: 'tracked' },
  { id: 'truck flamethrower', label: 'Truck flamethrower', sidc: 'SFGPEWO----D---', movementClass: 'wheeled' },
  { id: 'river boat', label: 'River boat', sidc: 'SFSPCP-----D---', movementClass: 'foot' },
  { id: 'oil technical troops', label: 'Oil-refinery technical troops', sidc: 'SFGPUS-----D---', movementClass: 'foot' },
];

/** Unit sizes as printed on counters, with the 2525C echelon letter (symbol code position 12). */
export const UNIT_SIZES: readonly { id: string; label: string; echelon: string }[] = [
  { id: '•', label: 'Squad (•)', echelon: 'B' },
  { id: '••', label: 'Section (••)', echelon: 'C' },
  { id: '•••', label: 'Platoon (•••)', echelon: 'D' },
  { id: '[•••]', label: 'Platoon detachment ([•••])', echelon: 'D' },
  { id: 'I', label: 'Company (I)', echelon: 'E' },
  { id: 'II', label: 'Battalion (II)', echelon: 'F' },
  { id: 'III', label: 'Regiment (III)', echelon: 'G' },
];

/** Flag ids as the engine reads them (case-insensitive). */
export const UNIT_FLAGS: readonly { id: string; label: string }[] = [
  { id: 'parachute', label: 'Parachute' },
  { id: 'glider', label: 'Glider' },
  { id: 'air-assault', label: 'Air-assault capable' },
  { id: 'pursuit', label: 'Pursuit capable' },
  { id: 'engineer', label: 'Engineer' },
  { id: 'recon', label: 'Recon / commando infiltration' },
  { id: 'anti-tank', label: 'Anti-tank' },
  { id: 'anti-aircraft', label: 'Anti-aircraft (AAA)' },
  { id: 'one-step', label: 'One-step' },
  { id: 'amphibious', label: 'Amphibious' },
  { id: 'leader', label: 'Leader' },
  { id: 'hq', label: 'HQ' },
  { id: 'artillery', label: 'Artillery' },
  { id: 'mortar', label: 'Mortar' },
  { id: 'canister', label: 'Fires canister (OST 16)' },
  { id: 'tank-killer', label: 'Tank killer (OST 15)' },
  { id: 'step-losses', label: 'Loses a step per loss (step chain)' },
];

/** The symbol code with its echelon set for a size; codes that are not 15-character 2525C codes are left alone. */
export function sidcWithSize(sidc: string, size: string): string {
  const echelon = UNIT_SIZES.find((s) => s.id === size)?.echelon;
  if (!echelon || sidc.length !== 15) return sidc;
  return `${sidc.slice(0, 11)}${echelon}${sidc.slice(12)}`;
}
