import fc from 'fast-check';
import type { HexGridGeometry, OffsetHex } from './types';

/** Shared by the hex tests: every orientation and stagger, and a short hex constructor. */
export const GEOMETRIES: HexGridGeometry[] = [
  { orientation: 'flat', stagger: 'odd' },
  { orientation: 'flat', stagger: 'even' },
  { orientation: 'pointy', stagger: 'odd' },
  { orientation: 'pointy', stagger: 'even' },
];
export const geomArb = fc.constantFrom(...GEOMETRIES);
export const h = (col: number, row: number): OffsetHex => ({ col, row });
