import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type Rect = { x: number; y: number; width: number; height: number };

const WindowStateSchema = z.object({
  x: z.int(),
  y: z.int(),
  width: z.int().min(200).max(20_000),
  height: z.int().min(150).max(20_000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export const DEFAULT_SIZE = { width: 1400, height: 900 };
/** How much of the window's title bar must lie on a screen for the saved place to be used. */
const MIN_VISIBLE = 80;

/** The saved window, or null when there is none or it is unreadable (a bad file is ignored, never fatal). */
export function readWindowState(file: string): WindowState | null {
  try {
    const parsed = WindowStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.tmp`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}

/** Where to open the window: the saved place if enough of its top edge is on one of today's screens (no smaller than
 *  the screen it is on allows), otherwise the default size centred on the primary screen. */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): Rect & { maximized: boolean } {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  if (saved) {
    const screen = workAreas.find((a) => {
      const visible = Math.min(saved.x + saved.width, a.x + a.width) - Math.max(saved.x, a.x);
      return visible >= MIN_VISIBLE && saved.y >= a.y && saved.y < a.y + a.height - MIN_VISIBLE / 4;
    });
    if (screen) {
      return { x: saved.x, y: saved.y, width: Math.min(saved.width, screen.width), height: Math.min(saved.height, screen.height), maximized: saved.maximized };
    }
  }
  const width = Math.min(DEFAULT_SIZE.width, primary.width);
  const height = Math.min(DEFAULT_SIZE.height, primary.height);
  return { x: Math.round(primary.x + (primary.width - width) / 2), y: Math.round(primary.y + (primary.height - height) / 2), width, height, maximized: saved?.maximized ?? false };
}
