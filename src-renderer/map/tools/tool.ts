import type { HexGridGeometry, OffsetHex, Point } from '../../../src-shared/hex';

export type { Point };
import type { DocumentStore } from '../../stores/document-store';
import type { EditorStore } from '../../stores/editor-store';

export type PointerInfo = { hex: OffsetHex; mm: Point; onMap: boolean; alt: boolean; shift: boolean };

/** What the cursor preview shows: hexes to outline and hexside segments to highlight (by key). */
export type Preview = { hexes: OffsetHex[]; hexsides: string[]; colour: string };
export const NO_PREVIEW: Preview = { hexes: [], hexsides: [], colour: '#000' };

export type ToolContext = {
  project: DocumentStore;
  editor: EditorStore;
  geom: HexGridGeometry;
  report: (message: string) => void;
};

/** A tool is a small state machine driven by pointer events; it edits the document only through strokes and
 *  commands, and draws nothing itself (the view draws its preview). */
export interface Tool {
  down(p: PointerInfo): void;
  move(p: PointerInfo): void;
  up(p: PointerInfo): void;
  /** Escape: drop the gesture in progress, restoring the document to where it began. */
  cancel(): void;
  preview(p: PointerInfo | null): Preview;
  readonly busy: boolean;
}
