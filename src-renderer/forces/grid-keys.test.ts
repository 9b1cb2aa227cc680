import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyInput } from './grid-keys';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ key: k, shift: false, mod: false, alt: false, ...mods });

describe('grid keys', () => {
  it('moves with arrows, Tab and paging; Shift extends vertical moves', () => {
    expect(commandForKey(key('ArrowDown', { shift: true }), 'type', 10)).toEqual({ kind: 'move', move: { rows: 1, cols: 0 }, extend: true });
    expect(commandForKey(key('Tab', { shift: true }), 'type', 10)).toEqual({ kind: 'move', move: { rows: 0, cols: -1 }, extend: false });
    expect(commandForKey(key('PageDown'), 'type', 12)).toEqual({ kind: 'move', move: { rows: 12, cols: 0 }, extend: false });
    expect(commandForKey(key('End', { mod: true }), 'type', 12)).toEqual({ kind: 'move', move: 'bottom', extend: false });
  });
  it('starts editing with Enter, F2 or a typed character; toggles the hidden column', () => {
    expect(commandForKey(key('Enter'), 'designation', 10)).toEqual({ kind: 'edit' });
    expect(commandForKey(key('x'), 'designation', 10)).toEqual({ kind: 'edit', text: 'x' });
    expect(commandForKey(key('r'), 'type', 10)).toEqual({ kind: 'edit', text: 'r' });
    expect(commandForKey(key('Enter'), 'hidden', 10)).toEqual({ kind: 'toggle' });
    expect(commandForKey(key(' '), 'hidden', 10)).toEqual({ kind: 'toggle' });
    expect(commandForKey(key('x'), 'side', 10)).toBeNull();
    expect(commandForKey(key('Enter'), 'side', 10)).toEqual({ kind: 'move', move: { rows: 1, cols: 0 }, extend: false });
  });
  it('deletes, selects all, and leaves other shortcuts to the app', () => {
    expect(commandForKey(key('Delete'), 'type', 10)).toEqual({ kind: 'delete' });
    expect(commandForKey(key('a', { mod: true }), 'type', 10)).toEqual({ kind: 'selectAll' });
    expect(commandForKey(key('z', { mod: true }), 'type', 10)).toBeNull();
    expect(commandForKey(key('x', { alt: true }), 'designation', 10)).toBeNull();
    expect(commandForKey(key('Shift'), 'designation', 10)).toBeNull();
  });
});
