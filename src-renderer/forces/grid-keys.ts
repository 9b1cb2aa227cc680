import type { GridColumn } from './grid-model';
import type { Move } from './grid-selection';

export type KeyInput = { key: string; shift: boolean; mod: boolean; alt: boolean };

/** What a key does in the grid when no cell is being edited. */
export type GridCommand =
  | { kind: 'move'; move: Move; extend: boolean }
  | { kind: 'edit'; text?: string }
  | { kind: 'toggle' }
  | { kind: 'delete' }
  | { kind: 'selectAll' }
  | { kind: 'collapse' };

/** Columns a person edits in the grid; the side follows from the contingent. */
export const EDITABLE: ReadonlySet<GridColumn> = new Set(['designation', 'type', 'contingent', 'setup']);

export function commandForKey(k: KeyInput, col: GridColumn | null, pageRows: number): GridCommand | null {
  const move = (m: Move, extend = false): GridCommand => ({ kind: 'move', move: m, extend });
  if (k.alt) return null;
  if (k.mod) {
    if (k.key.toLowerCase() === 'a' && !k.shift) return { kind: 'selectAll' };
    if (k.key === 'Home') return move('top');
    if (k.key === 'End') return move('bottom');
    return null;
  }
  switch (k.key) {
    case 'ArrowUp':
      return move({ rows: -1, cols: 0 }, k.shift);
    case 'ArrowDown':
      return move({ rows: 1, cols: 0 }, k.shift);
    case 'ArrowLeft':
      return move({ rows: 0, cols: -1 });
    case 'ArrowRight':
      return move({ rows: 0, cols: 1 });
    case 'PageUp':
      return move({ rows: -pageRows, cols: 0 }, k.shift);
    case 'PageDown':
      return move({ rows: pageRows, cols: 0 }, k.shift);
    case 'Home':
      return move('home');
    case 'End':
      return move('end');
    case 'Tab':
      return move({ rows: 0, cols: k.shift ? -1 : 1 });
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case 'Escape':
      return { kind: 'collapse' };
    case 'Enter':
    case 'F2':
      if (col === 'hidden') return { kind: 'toggle' };
      if (col && EDITABLE.has(col)) return { kind: 'edit' };
      return k.key === 'Enter' ? move({ rows: k.shift ? -1 : 1, cols: 0 }) : null;
  }
  if (k.key.length !== 1 || !col) return null;
  if (col === 'hidden') return k.key === ' ' ? { kind: 'toggle' } : null;
  return EDITABLE.has(col) ? { kind: 'edit', text: k.key } : null;
}
