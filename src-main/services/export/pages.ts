import type { Surface } from '../../../src-shared/map-art/draw-context';

/** Paper sizes in millimetres, portrait. */
export const PAPER_MM = {
  letter: { width: 215.9, height: 279.4 },
  a4: { width: 210, height: 297 },
  a3: { width: 297, height: 420 },
  a2: { width: 420, height: 594 },
  a1: { width: 594, height: 841 },
  '17x22': { width: 431.8, height: 558.8 },
  '22x34': { width: 558.8, height: 863.6 },
} as const;
export type PaperName = keyof typeof PAPER_MM;

/** Called between units of work inside a long page (parts of a map): throws once cancelled, lets the event loop
 *  answer progress polls, and takes how much of the page is done (0 to 1) when the page knows. */
export type Checkpoint = (pageDone?: number) => Promise<void>;

export type PagePlan = {
  widthMm: number;
  heightMm: number;
  /** For people: "Fronts 1", "Tile B3". */
  label: string;
  /** The trim box inside the page, when the page carries bleed (print shops read it). */
  trimMm?: { x: number; y: number; width: number; height: number };
  draw(surface: Surface, checkpoint: Checkpoint): void | Promise<void>;
};

/** An export's pages, known before any is drawn: the dialog shows the count, the preview draws the first. */
export type DocumentPlan = {
  title: string;
  author: string;
  subject: string;
  pages: PagePlan[];
};
