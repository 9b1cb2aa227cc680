/** Records for the counter tests and the scratch screenshots (test-only; never imported by the app). */
import type { CounterContingent, CounterSide, CounterStrike, CounterUnitType } from './layout-types';

export const JAPANESE: CounterSide = { colour: '#f2e6c4' };
export const DUTCH: CounterSide = { colour: '#f28c28' };
export const RAIDERS: CounterContingent = { code: '2R', colours: { background: '#c8b273', text: '#000000' } };
export const KNIL: CounterContingent = { code: 'KNIL', colours: { background: '#5a6e3a', text: '#ffffff' } };

export const PARA_INFANTRY: CounterUnitType = {
  name: 'Airborne infantry', sidc: '10031000001211000001', size: '•••', flags: ['parachute', 'pursuit'], stepModel: 'two-sided',
  steps: [{ label: 'effective', combat: 3, range: 1, ma: 4 }, { label: 'disrupted', combat: 1, range: 0, ma: 2 }],
};
export const PLAIN_INFANTRY: CounterUnitType = { ...PARA_INFANTRY, name: 'Infantry', sidc: '10031000001211000000', flags: [] };
export const JAPANESE_SQUAD: CounterUnitType = {
  name: 'Rifle platoon', sidc: '10061000001211000000', size: '[•••]', flags: ['pursuit'], stepModel: 'chain',
  steps: [
    { label: 'full', combat: 4, range: 1, ma: 4 },
    { label: 'reduced', combat: 2, range: 1, ma: 4 },
    { label: 'half-squad', combat: 1, range: 0, ma: 4 },
  ],
};
export const TANK: CounterUnitType = {
  name: 'Light tank', sidc: '10031000001205000000', size: 'I', flags: [], stepModel: 'two-sided',
  steps: [{ label: 'effective', combat: 5, range: 2, ma: 8 }, { label: 'disrupted', combat: 2, range: 1, ma: 4 }],
};
export const ONE_STEP: CounterUnitType = { ...TANK, name: 'Engineers', flags: ['engineer', 'one-step'], steps: [TANK.steps[0]] };
/** Every field at its longest and widest. */
export const WORST_TYPE: CounterUnitType = {
  name: 'W'.repeat(200), sidc: '10031000001211000000', size: 'WWWWWWWWWW', flags: ['pursuit'], stepModel: 'chain',
  steps: Array.from({ length: 12 }, () => ({ label: 'W'.repeat(40), combat: 99, range: 99, ma: 99 })),
};
export const WORST_CONTINGENT: CounterContingent = { code: 'W'.repeat(12), colours: { background: '#ffffff', text: '#000000' } };
export const WORST_DESIGNATION = 'W'.repeat(200);

export const AIRSTRIKE: CounterStrike = { kind: 'air', strength: 6, label: 'Ki-48' };
export const NAVAL: CounterStrike = { kind: 'naval', strength: 12, label: '' };
/** A squad of twelve figures losing one at a time: a long chain whose faces print their step ("7/12"). */
export const FIGURE_SQUAD: CounterUnitType = {
  name: 'Rifle squad', sidc: '10031000001211000000', size: '•', flags: ['step-losses'], stepModel: 'chain',
  steps: Array.from({ length: 12 }, (_, i) => ({ label: `${12 - i} figures`, combat: Math.ceil((12 - i) / 2), range: i < 8 ? 1 : 0, ma: 4 })),
};
