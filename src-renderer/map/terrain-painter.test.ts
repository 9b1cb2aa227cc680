import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HexGrid } from '../../src-shared/map-art/hex-grid';
import { emptyDocument } from '../../src-shared/model';
import type { FromChunkWorker, ToChunkWorker } from './chunk-protocol';
import { endIdleChunkWorkers } from './chunk-worker-link';
import { PATCH_QUIET_MS } from './edit-patches';
import { MapScene } from './map-scene';
import { TerrainPainter } from './terrain-painter';

type Call = { name: string; args: unknown[] };

/** A 2D context that records every call made on it (and answers the few the painter reads back). */
function recordingContext(width: number, height: number) {
  const calls: Call[] = [];
  const canvas = { width, height };
  const state: Record<string | symbol, unknown> = { canvas };
  const ctx = new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'createImageData') return (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) });
      return (...args: unknown[]) => calls.push({ name: String(prop), args });
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, canvas };
}

/** The worker as the painter sees it: what it was sent, and a way to answer. */
class FakeWorker {
  /** The worker of the painter made last (a new one, or one another painter gave back). */
  static last: FakeWorker | null = null;
  sent: ToChunkWorker[] = [];
  onmessage: ((e: { data: FromChunkWorker }) => void) | null = null;
  /** Its owner's epoch, on its answers. */
  epoch = 0;
  postMessage(m: ToChunkWorker) {
    if (m.kind === 'owner') {
      this.epoch = m.epoch;
      this.sent = [];
      if (m.epoch !== 0) FakeWorker.last = this;
      return;
    }
    this.sent.push(m);
  }
  terminate() {}
  /** Answer every chunk asked for so far with a bitmap of its size. */
  answerAll() {
    const jobs = this.sent.flatMap((m) => (m.kind === 'render' ? m.jobs : []));
    this.sent = [];
    for (const j of jobs) this.onmessage?.({ data: { kind: 'chunk', epoch: this.epoch, key: j.key, serial: j.serial, bitmap: { width: j.width, height: j.height, close() {} } as ImageBitmap, ms: 1 } });
  }
}

class FakeCanvas {
  width = 1;
  height = 1;
  private readonly context = recordingContext(1, 1).ctx;
  getContext() {
    return this.context;
  }
}

const W = 800;
const H = 600;
const microtasks = () => new Promise((r) => setTimeout(r, 0));
/** An edit's patches go to the worker once the edits pause (edit-patches.ts). */
const patchesSent = () => new Promise((r) => setTimeout(r, PATCH_QUIET_MS + 1));


describe('the terrain painter repaints only what changed while the view stays put', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    // Canvases the painter makes for itself (the overview's images, chunks patched in place): they take what is
    // drawn on them.
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
    vi.stubGlobal('document', { createElement: () => new FakeCanvas() });
  });
  afterEach(() => {
    endIdleChunkWorkers();
    vi.unstubAllGlobals();
  });

  /** A painter on a small map at true size, every chunk of the view drawn and on screen. */
  async function painterOnScreen(background: string | null = null) {
    const doc = emptyDocument();
    const scene = new MapScene(doc.map, doc.ruleset, new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain));
    scene.background = background;
    const painter = new TerrainPainter(scene);
    const worker = FakeWorker.last!;
    const screen = recordingContext(W, H);
    const view = { x: 0, y: 0, scale: 4, width: W, height: H };
    const now = () => 0;
    painter.draw(screen.ctx, view, now);
    await microtasks();
    worker.answerAll();
    painter.draw(screen.ctx, view, now);
    await microtasks();
    expect(painter.incomplete).toBe(false);
    screen.calls.length = 0;
    return { painter, worker, screen, view, now, scene };
  }

  const painted = (calls: Call[]) => calls.filter((c) => ['clearRect', 'fillRect', 'drawImage', 'fill', 'stroke'].includes(c.name));

  it('draws nothing in a frame where nothing changed', async () => {
    const { painter, screen, view, now } = await painterOnScreen();
    painter.draw(screen.ctx, view, now);
    expect(painted(screen.calls)).toEqual([]);
  });

  it('repaints a dab within a clip round its hex, not the view', async () => {
    const { painter, screen, view, now, scene } = await painterOnScreen();
    const hex = { col: 5, row: 4 };
    scene.grid.set(hex.col, hex.row, 'ocean', 0);
    painter.hexesChanged([hex]);
    painter.draw(screen.ctx, view, now);
    const clears = screen.calls.filter((c) => c.name === 'clearRect').map((c) => c.args as number[]);
    expect(clears).toHaveLength(1);
    const [x, y, w, h] = clears[0];
    // The hex's centre at 4 px per mm lies in the cleared rectangle, which is a small part of the view.
    const l = scene.model.lattice;
    const cx = l.centreX(hex.col, hex.row) * 4;
    const cy = l.centreY(hex.col, hex.row) * 4;
    expect(cx).toBeGreaterThan(x);
    expect(cx).toBeLessThan(x + w);
    expect(cy).toBeGreaterThan(y);
    expect(cy).toBeLessThan(y + h);
    expect(w * h).toBeLessThan(0.1 * W * H);
    expect(screen.calls.some((c) => c.name === 'clip')).toBe(true);
    // The edited hex shows in flat colour over the chunks until the worker's patch comes.
    expect(screen.calls.some((c) => c.name === 'fill')).toBe(true);
  });

  it('repaints the patch when it comes, and the frame after it paints nothing', async () => {
    const { painter, worker, screen, view, now, scene } = await painterOnScreen();
    scene.grid.set(5, 4, 'ocean', 0);
    painter.hexesChanged([{ col: 5, row: 4 }]);
    painter.draw(screen.ctx, view, now);
    await patchesSent();
    expect(painter.incomplete).toBe(true);
    screen.calls.length = 0;
    worker.answerAll();
    painter.draw(screen.ctx, view, now);
    expect(painter.incomplete).toBe(false);
    const clears = screen.calls.filter((c) => c.name === 'clearRect');
    expect(clears.length).toBeGreaterThan(0);
    for (const c of clears) expect((c.args[2] as number) * (c.args[3] as number)).toBeLessThan(0.1 * W * H);
    // The flat colour is gone (no polygon filled) and the chunks are copied back in the clip.
    expect(screen.calls.some((c) => c.name === 'fill')).toBe(false);
    expect(screen.calls.some((c) => c.name === 'drawImage')).toBe(true);
    screen.calls.length = 0;
    painter.draw(screen.ctx, view, now);
    expect(painted(screen.calls)).toEqual([]);
  });

  it('repaints a hex that waited for two patches where it is, when the last comes far from it', async () => {
    const { painter, worker, screen, view, now, scene } = await painterOnScreen();
    // Both on screen (200 × 150 mm at 4 px per mm), far enough apart to be patched separately.
    const near = { col: 1, row: 1 };
    const far = { col: 7, row: 5 };
    for (const h of [near, far]) scene.grid.set(h.col, h.row, 'ocean', 0);
    const l = scene.model.lattice;
    expect(l.centreX(far.col, far.row) * 4).toBeLessThan(W);
    expect(l.centreY(far.col, far.row) * 4).toBeLessThan(H);
    painter.hexesChanged([near, far]);
    painter.draw(screen.ctx, view, now);
    await patchesSent();
    // The patches (the ring of chunks round the view is asked for too).
    const jobs = worker.sent.flatMap((m) => (m.kind === 'render' ? m.jobs : [])).filter((j) => j.key.startsWith('patch:'));
    expect(jobs).toHaveLength(2);
    worker.sent = [];
    const holds = (c: Call, h: { col: number; row: number }) => {
      const [x, y, w, ht] = c.args as number[];
      const cx = l.centreX(h.col, h.row) * 4;
      const cy = l.centreY(h.col, h.row) * 4;
      return c.name === 'clearRect' && cx > x && cx < x + w && cy > y && cy < y + ht;
    };
    // The patch round the near hex comes first: both hexes still wait for the far one.
    const nearJob = jobs.find((j) => j.x0 < l.centreX(near.col, near.row) && l.centreX(near.col, near.row) < j.x1)!;
    const farJob = jobs.find((j) => j !== nearJob)!;
    for (const j of [nearJob, farJob]) {
      screen.calls.length = 0;
      worker.onmessage?.({ data: { kind: 'chunk', epoch: worker.epoch, key: j.key, serial: j.serial, bitmap: { width: j.width, height: j.height, close() {} } as ImageBitmap, ms: 1 } });
      painter.draw(screen.ctx, view, now);
    }
    // The last frame repaints the near hex too: its flat colour is gone from the screen, not only from the list.
    expect(screen.calls.some((c) => holds(c, near))).toBe(true);
    expect(screen.calls.some((c) => holds(c, far))).toBe(true);
  });

  it('draws the whole view again when it moves, when the caches are dropped and on another canvas', async () => {
    const { painter, screen, view, now } = await painterOnScreen();
    const whole = (calls: Call[]) => calls.some((c) => c.name === 'clearRect' && c.args[0] === 0 && c.args[1] === 0 && c.args[2] === W && c.args[3] === H);
    painter.draw(screen.ctx, { ...view, x: -30 }, now);
    expect(whole(screen.calls)).toBe(true);
    screen.calls.length = 0;
    painter.invalidateAll();
    painter.draw(screen.ctx, { ...view, x: -30 }, now);
    expect(whole(screen.calls)).toBe(true);
    const other = recordingContext(W, H);
    painter.draw(other.ctx, { ...view, x: -30 }, now);
    expect(whole(other.calls)).toBe(true);
  });

  it('draws a moved view over the last frame when its chunks are opaque, clearing only where no chunk is', async () => {
    const { painter, screen, view, now } = await painterOnScreen('rgb(207, 216, 220)');
    const rect = (c: Call) => c.args.slice(c.name === 'drawImage' ? 1 : 0, c.name === 'drawImage' ? 3 : 4) as number[];
    // The map's origin 100 px right of the view's left edge: that strip shows no map.
    painter.draw(screen.ctx, { ...view, x: 100 }, now);
    const clears = screen.calls.filter((c) => c.name === 'clearRect').map(rect);
    const chunks = screen.calls.filter((c) => c.name === 'drawImage').map((c) => {
      const [x, y] = rect(c);
      const image = c.args[0] as { width: number; height: number };
      return [x, y, image.width, image.height];
    });
    expect(chunks.length).toBeGreaterThan(0);
    expect(clears.some(([x, y, w, h]) => x === 0 && y === 0 && w === W && h === H)).toBe(false);
    expect(clears.some(([x, y, w, h]) => x <= 0 && y <= 0 && x + w >= 100 && y + h >= H)).toBe(true);
    const overlap = (a: number[], b: number[]) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    for (const c of clears) for (const k of chunks) expect(overlap(c, k)).toBe(false);
    // Every pixel of the view is cleared or covered by a chunk.
    for (const [px, py] of [[0, 0], [99, H - 1], [100, 0], [W - 1, H - 1], [W / 2, H / 2]])
      expect([...clears, ...chunks].some(([x, y, w, h]) => px >= x && px < x + w && py >= y && py < y + h), `${px},${py}`).toBe(true);
  });

  it('stands in for chunks still to come with pixels drawn once while the zoom rests, and again after an edit', async () => {
    const { painter, view, scene } = await painterOnScreen();
    // A view of a dozen chunks or so (a few are kept a frame).
    const screen = recordingContext(2400, 1800);
    // Resampled stand-ins (the overview's or another scale's part of a chunk) are drawn with a source rectangle.
    const resampled = () => screen.calls.filter((c) => c.name === 'drawImage' && c.args.length === 9 && (c.args[3] !== c.args[7] || c.args[4] !== c.args[8])).length;
    // Idle spells between frames (stand-ins are made in them).
    vi.stubGlobal('requestIdleCallback', (f: (d: IdleDeadline) => void) => setTimeout(() => f({ didTimeout: false, timeRemaining: () => 50 }), 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    let t = 1000;
    const frame = async (x: number) => {
      await microtasks();
      await microtasks();
      screen.calls.length = 0;
      painter.draw(screen.ctx, { ...view, width: 2400, height: 1800, scale: 6, x }, () => t);
      return resampled();
    };
    // A zoom gesture: stand-ins resampled in every frame.
    expect(await frame(0)).toBeGreaterThan(0);
    expect(await frame(-5)).toBeGreaterThan(0);
    // At rest, the chunks still to come: a few stand-ins a frame are kept, until none is resampled on screen.
    t += 100;
    // At rest, the chunks still to come: the first frame resamples its stand-ins, which are made between frames, and
    // the next copies them.
    expect(await frame(-10)).toBeGreaterThan(0);
    expect(await frame(-15)).toBe(0);
    expect(await frame(-20)).toBe(0);
    expect(painter.incomplete).toBe(true);
    // An edit: the kept ones show the map as it was, so they are drawn again.
    scene.grid.set(5, 4, 'ocean', 0);
    painter.hexesChanged([{ col: 5, row: 4 }]);
    expect(await frame(-50)).toBeGreaterThan(0);
  });

  it('far out, copies the overview (blocked in on the view colour) over the last frame, clearing only round it', async () => {
    const { painter, screen, view } = await painterOnScreen('rgb(207, 216, 220)');
    const far = { ...view, scale: 0.2, x: 300, y: 200 };
    const wholeClear = () => screen.calls.some((c) => c.name === 'clearRect' && c.args.join() === `0,0,${W},${H}`);
    painter.draw(screen.ctx, far, () => 1000);
    // At rest: the overview at the scale on screen, copied one to one.
    for (const x of [300, 320]) {
      screen.calls.length = 0;
      painter.draw(screen.ctx, { ...far, x }, () => 2000);
      expect(wholeClear()).toBe(false);
      const copies = screen.calls.filter((c) => c.name === 'drawImage' && c.args.length === 3);
      expect(copies.map((c) => c.args.slice(1))).toEqual([[x, 200]]);
      const image = copies[0].args[0] as { width: number; height: number };
      // The strips round it are cleared: left of it and above it.
      const clears = screen.calls.filter((c) => c.name === 'clearRect').map((c) => c.args as number[]);
      expect(clears).toContainEqual([0, 0, W, 200]);
      expect(clears).toContainEqual([0, 200, x, image.height]);
    }
  });

  it('tells the worker the colour to draw chunks on, and without one clears the whole view', async () => {
    const doc = emptyDocument();
    const scene = new MapScene(doc.map, doc.ruleset, new HexGrid(doc.map.cols, doc.map.rows, doc.map.defaultTerrain));
    scene.background = 'rgb(207, 216, 220)';
    new TerrainPainter(scene);
    await microtasks();
    const init = FakeWorker.last!.sent.find((m) => m.kind === 'init');
    expect(init && init.kind === 'init' && init.background).toBe('rgb(207, 216, 220)');
    const { painter, screen, view, now } = await painterOnScreen('rgb(207, 216, 220)');
    const clear = await painterOnScreen(null);
    clear.painter.draw(clear.screen.ctx, { ...clear.view, x: 100 }, clear.now);
    expect(clear.screen.calls.some((c) => c.name === 'clearRect' && c.args.join() === `0,0,${W},${H}`)).toBe(true);
    painter.draw(screen.ctx, { ...view, x: 100 }, now);
    expect(screen.calls.some((c) => c.name === 'clearRect' && c.args.join() === `0,0,${W},${H}`)).toBe(false);
  });

  it('asks for frames of its own only while one can draw more by itself, not while it waits for the worker', async () => {
    const { painter, worker, screen, view, scene } = await painterOnScreen();
    expect(painter.wantsFrame).toBe(false);
    // An edit: its patch comes from the worker, which asks for the frame then.
    scene.grid.set(5, 4, 'ocean', 0);
    painter.hexesChanged([{ col: 5, row: 4 }]);
    painter.draw(screen.ctx, view, () => 0);
    expect(painter.incomplete).toBe(true);
    expect(painter.wantsFrame).toBe(false);
    await patchesSent();
    let asked = 0;
    painter.onChunk = () => asked++;
    worker.answerAll();
    expect(asked).toBeGreaterThan(0);
    // A new zoom: the frames that follow wait for it to rest, then ask the worker for its chunks.
    let t = 1000;
    painter.draw(screen.ctx, { ...view, scale: 3 }, () => t);
    expect(painter.wantsFrame).toBe(true);
    t += 100;
    painter.draw(screen.ctx, { ...view, scale: 3 }, () => t);
    expect(painter.incomplete).toBe(true);
    expect(painter.wantsFrame).toBe(false);
  });

  it('tells the worker to drop what it has not drawn when the caches are dropped', async () => {
    const { painter, worker, screen, view, now } = await painterOnScreen();
    painter.draw(screen.ctx, { ...view, x: -2000 }, now);
    await microtasks();
    const asked = worker.sent.flatMap((m) => (m.kind === 'render' ? m.jobs.map((j) => j.key) : []));
    expect(asked.length).toBeGreaterThan(0);
    worker.sent = [];
    painter.invalidateAll();
    await microtasks();
    const forgotten = worker.sent.flatMap((m) => (m.kind === 'forget' ? m.keys : []));
    expect(new Set(forgotten)).toEqual(new Set(asked));
  });

  it('leaves the ring round the view undrawn while edits come, and asks for it once they are over', async () => {
    const { painter, worker, screen, view, scene } = await painterOnScreen();
    const ringJobs = () => worker.sent.flatMap((m) => (m.kind === 'render' ? m.jobs : [])).filter((j) => !j.key.startsWith('patch:'));
    // The ring was asked for when the view came complete; an edit drops what the worker has not drawn of it.
    worker.sent = [];
    scene.grid.set(5, 4, 'ocean', 0);
    painter.hexesChanged([{ col: 5, row: 4 }]);
    await patchesSent();
    expect(worker.sent.some((m) => m.kind === 'forget' && m.keys.length > 0)).toBe(true);
    worker.answerAll();
    worker.sent = [];
    let t = 0;
    painter.draw(screen.ctx, view, () => t);
    await microtasks();
    expect(painter.incomplete).toBe(false);
    expect(ringJobs()).toEqual([]);
    let asked = 0;
    painter.onChunk = () => asked++;
    await new Promise((r) => setTimeout(r, 450));
    expect(asked).toBe(1);
    t = 500;
    painter.draw(screen.ctx, view, () => t);
    await microtasks();
    expect(ringJobs().length).toBeGreaterThan(0);
  });
});
