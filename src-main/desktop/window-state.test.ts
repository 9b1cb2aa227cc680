import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeWindow, readWindowState, writeWindowState, type WindowState } from './window-state';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LAPTOP = { x: 0, y: 0, width: 1440, height: 870 };
const RIGHT = { x: 1440, y: 0, width: 2560, height: 1400 };
const saved = (s: Partial<WindowState>): WindowState => ({ x: 100, y: 80, width: 1200, height: 800, maximized: false, ...s });

describe('the window’s place', () => {
  it('is written and read back; a missing or damaged file counts as none', () => {
    const file = path.join(dir, 'sub', 'window.json');
    expect(readWindowState(file)).toBeNull();
    writeWindowState(file, saved({ maximized: true }));
    expect(readWindowState(file)).toEqual(saved({ maximized: true }));
    writeFileSync(file, '{"x": "left"}');
    expect(readWindowState(file)).toBeNull();
    writeFileSync(file, 'not json');
    expect(readWindowState(file)).toBeNull();
  });

  it('comes back where it was, on whichever screen that was', () => {
    expect(placeWindow(saved({}), [LAPTOP])).toEqual({ x: 100, y: 80, width: 1200, height: 800, maximized: false });
    expect(placeWindow(saved({ x: 1800, y: 200 }), [LAPTOP, RIGHT])).toMatchObject({ x: 1800, y: 200 });
    expect(placeWindow(saved({ maximized: true }), [LAPTOP]).maximized).toBe(true);
  });

  it('is centred on the main screen when its screen is gone or its title bar would be out of reach', () => {
    const centred = { x: 20, y: 0, width: 1400, height: 870, maximized: false };
    expect(placeWindow(saved({ x: 1800, y: 200 }), [LAPTOP])).toEqual(centred);
    expect(placeWindow(saved({ y: -300 }), [LAPTOP])).toEqual(centred);
    expect(placeWindow(saved({ x: -1170 }), [LAPTOP])).toEqual(centred);
    expect(placeWindow(null, [LAPTOP])).toEqual(centred);
  });

  it('is never larger than the screen it is on', () => {
    expect(placeWindow(saved({ width: 3000, height: 2000 }), [LAPTOP])).toMatchObject({ width: 1440, height: 870 });
  });
});
