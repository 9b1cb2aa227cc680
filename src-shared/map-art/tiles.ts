import type { TerrainLook } from '../ruleset';
import type { DrawContext, TilePattern } from './draw-context';

/** A small deterministic generator (mulberry32): the same pattern on every output and every run. */
function generator(seed: string): () => number {
  let a = 0x9e3779b9;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 0x85ebca6b);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Place = { x: number; y: number; r: number; k: number };

/** Elements on a jittered n × n lattice of the tile, each kept with probability `keep`. */
function scatter(seed: string, size: number, n: number, keep: number): Place[] {
  const rand = generator(seed);
  const cell = size / n;
  const out: Place[] = [];
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const x = (i + 0.15 + 0.7 * rand()) * cell;
      const y = (j + 0.15 + 0.7 * rand()) * cell;
      const r = rand();
      const k = rand();
      if (rand() < keep) out.push({ x, y, r, k });
    }
  return out;
}

/** Draw an element at (x, y) and again across each tile edge it comes within `reach` of, so the tile wraps. */
function wrapped(size: number, p: Place, reach: number, draw: (x: number, y: number) => void) {
  const xs = [p.x, ...(p.x < reach ? [p.x + size] : []), ...(p.x > size - reach ? [p.x - size] : [])];
  const ys = [p.y, ...(p.y < reach ? [p.y + size] : []), ...(p.y > size - reach ? [p.y - size] : [])];
  for (const x of xs) for (const y of ys) draw(x, y);
}

type Spec = { tile: number; draw(ctx: DrawContext, s: number, tile: number, seed: string): void };

/** Filled dots scattered over the tile: an `n` × `n` lattice, each kept with probability `keep`, of radius `radius(place)` and
 *  `reach` (both in units of the pattern's size). */
function dotPattern(tile: number, n: number, keep: number, reach: number, radius: (p: Place) => number): Spec {
  return {
    tile,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, n, keep))
        wrapped(t, p, s * reach, (x, y) => {
          const r = s * radius(p);
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        });
      ctx.fill();
    },
  };
}

/** The patterns, each for a hex `s` mm across: sparse marks in the terrain's ink, so each terrain stays
 *  recognisable in greyscale print. Sizes are in hexes (times s). */
const SPECS: Record<string, Spec> = {
  grass: {
    tile: 1.1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 3, 0.85))
        wrapped(t, p, s * 0.12, (x, y) => {
          const h = s * (0.075 + 0.03 * p.r);
          for (const a of [-0.45, -0.15, 0.15, 0.45]) {
            ctx.moveTo(x, y);
            ctx.quadraticCurveTo(x + Math.sin(a) * h * 0.3, y - h * 0.6, x + Math.sin(a) * h, y - Math.cos(a) * h);
          }
        });
      ctx.stroke();
    },
  },
  palms: {
    tile: 1.3,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 3, 0.7))
        wrapped(t, p, s * 0.13, (x, y) => {
          const r = s * (0.08 + 0.025 * p.r);
          for (let a = 0; a < 6; a++) {
            const ang = p.k * 2 + (a / 6) * Math.PI * 2;
            const ex = x + Math.cos(ang) * r;
            const ey = y + Math.sin(ang) * r;
            ctx.moveTo(x, y);
            ctx.quadraticCurveTo(x + Math.cos(ang - 0.5) * r * 0.7, y + Math.sin(ang - 0.5) * r * 0.7, ex, ey);
          }
        });
      ctx.stroke();
    },
  },
  debris: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 4, 0.8))
        wrapped(t, p, s * 0.1, (x, y) => {
          const a = p.k * Math.PI;
          const h = s * (0.06 + 0.03 * p.r);
          ctx.moveTo(x - Math.cos(a) * h, y - Math.sin(a) * h);
          ctx.lineTo(x + Math.cos(a) * h, y + Math.sin(a) * h);
          if (p.r > 0.5) {
            ctx.moveTo(x - Math.cos(a + 1.2) * h * 0.6, y - Math.sin(a + 1.2) * h * 0.6);
            ctx.lineTo(x + Math.cos(a + 1.2) * h * 0.6, y + Math.sin(a + 1.2) * h * 0.6);
          }
        });
      ctx.stroke();
    },
  },
  jungle: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 4, 0.9))
        wrapped(t, p, s * 0.14, (x, y) => {
          // A crown of three overlapping lobes.
          const r = s * (0.035 + 0.02 * p.r);
          for (let a = 0; a < 3; a++) {
            const ang = p.k * 6 + (a / 3) * Math.PI * 2;
            const cx = x + Math.cos(ang) * r * 0.8;
            const cy = y + Math.sin(ang) * r * 0.8;
            ctx.moveTo(cx + r, cy);
            ctx.arc(cx, cy, r, 0, Math.PI * 2);
          }
        });
      ctx.fill();
    },
  },
  trees: dotPattern(1.2, 3, 0.8, 0.1, (p) => 0.05 + 0.02 * p.r),
  dots: dotPattern(0.6, 3, 1, 0.03, () => 0.018),
  sand: dotPattern(0.5, 4, 0.9, 0.02, (p) => 0.008 + 0.007 * p.r),
  waves: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 3, 0.8))
        wrapped(t, p, s * 0.14, (x, y) => {
          const w = s * (0.06 + 0.03 * p.r);
          ctx.moveTo(x - w, y);
          ctx.quadraticCurveTo(x - w / 2, y - w * 0.6, x, y);
          ctx.quadraticCurveTo(x + w / 2, y - w * 0.6, x + w, y);
        });
      ctx.stroke();
    },
  },
  ripples: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 4, 0.6))
        wrapped(t, p, s * 0.1, (x, y) => {
          const w = s * 0.07;
          ctx.moveTo(x - w, y);
          ctx.quadraticCurveTo(x, y - w * 0.5, x + w, y);
        });
      ctx.stroke();
    },
  },
  runway: {
    tile: 1,
    draw(ctx, s) {
      // A dashed centre line along each row of hexes.
      ctx.lineWidth = s * 0.03;
      ctx.beginPath();
      for (const x of [0.05, 0.55]) {
        ctx.moveTo(x * s, 0.5 * s);
        ctx.lineTo((x + 0.3) * s, 0.5 * s);
      }
      ctx.stroke();
    },
  },
  marsh: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 3, 0.85))
        wrapped(t, p, s * 0.12, (x, y) => {
          const w = s * 0.08;
          ctx.moveTo(x - w, y);
          ctx.lineTo(x + w, y);
          for (const dx of [-0.5, 0, 0.5]) {
            ctx.moveTo(x + dx * w, y);
            ctx.lineTo(x + dx * w * 1.3, y - w * (dx === 0 ? 0.9 : 0.65));
          }
        });
      ctx.stroke();
    },
  },
  buildings: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 3, 0.9))
        wrapped(t, p, s * 0.12, (x, y) => {
          const w = s * (0.07 + 0.05 * p.r);
          const h = s * (0.05 + 0.03 * p.k);
          if (p.k > 0.5) ctx.rect(x - w / 2, y - h / 2, w, h);
          else ctx.rect(x - h / 2, y - w / 2, h, w);
        });
      ctx.fill();
    },
  },
  tanks: {
    tile: 1,
    draw(ctx, s, t, seed) {
      ctx.beginPath();
      for (const p of scatter(seed, t, 2, 0.9))
        wrapped(t, p, s * 0.12, (x, y) => {
          const r = s * (0.07 + 0.03 * p.r);
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
          ctx.moveTo(x + r * 0.45, y);
          ctx.arc(x, y, r * 0.45, 0, Math.PI * 2);
        });
      ctx.stroke();
    },
  },
  hatch: {
    tile: 0.5,
    draw(ctx, s, t) {
      const n = 4;
      ctx.beginPath();
      for (let i = -n; i <= n; i++) {
        const c = (i * t) / n;
        ctx.moveTo(c, t);
        ctx.lineTo(c + t, 0);
      }
      ctx.stroke();
    },
  },
};

const cache = new Map<string, TilePattern | null>();

/** The tile pattern of a terrain look on hexes `size` mm across, or null for looks without one. */
export function terrainTile(look: TerrainLook, size: number): TilePattern | null {
  const key = `${look.pattern}|${look.ink}|${size}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const spec = SPECS[look.pattern];
  let tile: TilePattern | null = null;
  if (spec) {
    const t = spec.tile * size;
    tile = {
      key,
      width: t,
      height: t,
      draw(ctx) {
        ctx.strokeStyle = look.ink;
        ctx.fillStyle = look.ink;
        ctx.lineWidth = Math.max(0.12, size * 0.018);
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.setLineDash([]);
        spec.draw(ctx, size, t, look.pattern);
      },
    };
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, tile);
  return tile;
}
