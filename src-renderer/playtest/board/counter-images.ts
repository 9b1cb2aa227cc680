import { counterBodyMarkup } from '../../../src-shared/counters/counter-markup';
import type { CounterLayout } from '../../../src-shared/counters/layout-types';

/** Bitmap sizes a face is drawn at (px across); a face is drawn from the smallest one at least as big as it shows. */
const SIZES = [24, 32, 48, 64, 96, 128, 192, 256] as const;
const MAX_KEPT = 1200;

export function bitmapSize(px: number): number {
  return SIZES.find((s) => s >= px) ?? SIZES[SIZES.length - 1];
}

type Entry = { canvas: HTMLCanvasElement | null; failed: boolean };

/**
 * Counter faces as bitmaps for the board: the shared counter markup (the counter designer's faces, milsymbol symbols)
 * rendered once per face and size, so that a frame blits bitmaps instead of laying out SVG. A face not made yet is
 * made in the background and `onReady` asks for a redraw.
 */
export class CounterImages {
  private readonly kept = new Map<string, Entry>();

  constructor(private readonly onReady: () => void) {}

  /** The bitmap of a face at about `px` pixels across, or null while it is being made (or could not be). */
  get(key: string, layout: () => CounterLayout, px: number): HTMLCanvasElement | null {
    const size = bitmapSize(px);
    const id = `${size}|${key}`;
    const entry = this.kept.get(id);
    if (entry) {
      this.kept.delete(id);
      this.kept.set(id, entry);
      return entry.canvas;
    }
    const made: Entry = { canvas: null, failed: false };
    this.kept.set(id, made);
    this.trim();
    void this.make(layout(), size).then(
      (canvas) => {
        made.canvas = canvas;
        this.onReady();
      },
      () => (made.failed = true),
    );
    return null;
  }

  /** Has every face asked for so far been made (or failed)? */
  get settled(): boolean {
    for (const entry of this.kept.values()) if (!entry.canvas && !entry.failed) return false;
    return true;
  }

  private trim() {
    while (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
  }

  private async make(layout: CounterLayout, size: number): Promise<HTMLCanvasElement> {
    const s = layout.sizeMm;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${s} ${s}">${counterBodyMarkup(layout)}</svg>`;
    const image = new Image(size, size);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
    return canvas;
  }
}
