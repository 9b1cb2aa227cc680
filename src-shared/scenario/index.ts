/** Pure scenario logic shared by the editors and the checker: areas, table checks, arrival previews, turn tracks. */
export * from './area-hexes';
export * from './arrival-preview';
export * from './conditions';
export * from './entry-areas';
export { fraction, fractionText, fractionValue, type Fraction } from './fraction';
export * from './setup-terrain';
export * from './table-check';
export * from './table-range';
export * from './table-rows';
export * from './turn-pattern';
export * from './unit-coverage';
