import type Konva from 'konva';
import type { OffsetHex, Point } from '../../src-shared/hex';
import type { PointerInfo } from './tools';

/** Where the map is on screen: the screen position (px, in the map's box) of the map's origin, and px per mm. */
export type MapCamera = { readonly x: number; readonly y: number; readonly scale: number };

/** What the map offers the board laid over it. */
export type MapBoardView = {
  /** The hex under a point of the page (client pixels), and whether it is on the map. */
  hexAtClient(clientX: number, clientY: number): { hex: OffsetHex; mm: Point; onMap: boolean };
  /** Where a hex's centre is in the page (client pixels). */
  clientOf(hex: OffsetHex): Point;
  centreOn(hex: OffsetHex): void;
  pan(dx: number, dy: number): void;
  readonly camera: MapCamera;
};

/**
 * Another mode's board over the map (the play-test board): its own Konva layers above the map's, drawn in map
 * millimetres, which the map keeps on its camera; while it takes the pointer the editing tool gets nothing (panning
 * with the middle button, space-drag and the wheel stays the map's).
 */
export type MapAttachment = {
  readonly layers: readonly Konva.Layer[];
  pointer?(kind: 'down' | 'move' | 'up' | 'leave', p: PointerInfo | null, event: PointerEvent | null): void;
  camera?(camera: MapCamera): void;
};
