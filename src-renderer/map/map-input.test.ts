import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindMapInput, type MapInputHost } from './map-input';
import type { PointerInfo, Tool } from './tools';

/** A container that keeps its listeners, to fire events at. */
function container() {
  const listeners = new Map<string, (e: object) => void>();
  const el = {
    tabIndex: -1,
    focus: () => undefined,
    setPointerCapture: () => undefined,
    getBoundingClientRect: () => ({ left: 10, top: 20, width: 800, height: 600 }),
    addEventListener: (type: string, f: (e: object) => void) => listeners.set(type, f),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const fire = (type: string, e: object) => listeners.get(type)?.({ button: 0, pointerId: 1, altKey: false, shiftKey: false, ctrlKey: false, preventDefault: () => undefined, ...e });
  return { el: el as unknown as HTMLDivElement, fire, listeners };
}

describe('the map input', () => {
  const windowListeners = new Map<string, (e: object) => void>();
  beforeEach(() => {
    windowListeners.clear();
    vi.stubGlobal('window', { addEventListener: (t: string, f: (e: object) => void) => windowListeners.set(t, f), removeEventListener: (t: string) => windowListeners.delete(t) });
  });
  afterEach(() => vi.unstubAllGlobals());

  function host() {
    const log: string[] = [];
    const tool: Tool = {
      busy: false,
      down: () => { log.push('down'); (tool as { busy: boolean }).busy = true; },
      move: () => log.push('move'),
      up: () => { log.push('up'); (tool as { busy: boolean }).busy = false; },
      cancel: () => { log.push('cancel'); (tool as { busy: boolean }).busy = false; },
      preview: () => ({ hexes: [], hexsides: [], colour: '#000' }),
    };
    const h: MapInputHost = {
      pointerAt: (x, y) => ({ hex: { col: x, row: y }, mm: { x, y }, onMap: true, alt: false, shift: false }) as PointerInfo,
      tool: () => tool,
      attachment: () => null,
      setPointer: (p) => log.push(`pointer ${p ? p.hex.col : 'none'}`),
      hover: () => undefined,
      stroking: (on) => log.push(`stroking ${on}`),
      panBy: (dx, dy) => log.push(`pan ${dx},${dy}`),
      zoomAt: (f, x, y) => log.push(`zoom ${f.toFixed(3)} at ${x},${y}`),
      previewChanged: () => undefined,
      report: (m) => log.push(`report ${m}`),
    };
    return { h, log };
  }

  it('gives a left-button stroke to the tool, and Escape cancels it', () => {
    const c = container();
    const { h, log } = host();
    bindMapInput(c.el, h);
    c.fire('pointerdown', { clientX: 1, clientY: 1 });
    c.fire('pointermove', { clientX: 2, clientY: 1 });
    windowListeners.get('keydown')?.({ key: 'Escape', target: null, preventDefault: () => undefined });
    expect(log).toEqual(['pointer 1', 'down', 'stroking true', 'pointer 2', 'move', 'cancel', 'stroking false', 'report Cancelled']);
  });

  it('pans with the middle button and zooms about the pointer with the wheel', () => {
    const c = container();
    const { h, log } = host();
    bindMapInput(c.el, h);
    c.fire('pointerdown', { button: 1, clientX: 100, clientY: 100 });
    c.fire('pointermove', { clientX: 110, clientY: 95 });
    c.fire('pointerup', { button: 1 });
    c.fire('wheel', { deltaY: -100, clientX: 110, clientY: 220 });
    expect(log).toEqual(['pan 10,-5', `zoom ${Math.exp(0.15).toFixed(3)} at 100,200`]);
  });

  it('unbinds everything it bound', () => {
    const c = container();
    const unbind = bindMapInput(c.el, host().h);
    unbind();
    expect(c.listeners.size).toBe(0);
    expect(windowListeners.size).toBe(0);
  });
});
