import { playtestFor } from '../playtest/playtest-store';
import type { AppStore } from '../stores/app-store';
import type { EditorStore, ToolId } from '../stores/editor-store';
import type { Action } from './registry';

/** The editing tools work on the editor's map, never while play-test shows its board. */
const onMap = (app: AppStore) => app.project !== null && !playtestFor(app).active;

/** The camera of the map on screen: the play-test board's while play-test is on, else the editor's. */
export function mapViewOf(app: AppStore): EditorStore['view'] {
  const playtest = playtestFor(app);
  return playtest.active ? playtest.boardEditor.view : app.editor.view;
}

const tool = (id: ToolId, label: string, shortcut: string, groupStart = false): Action => ({
  id: `tool.${id}`,
  label,
  menu: 'tools',
  shortcut,
  groupStart,
  enabled: onMap,
  perform: (app) => app.editor.setTool(id),
});

const view = (id: string, label: string, shortcut: string, run: (v: NonNullable<EditorStore['view']>) => void, groupStart = false): Action => ({
  id: `view.${id}`,
  label,
  menu: 'view',
  shortcut,
  groupStart,
  enabled: (app) => app.project !== null && mapViewOf(app) !== null,
  perform: (app) => {
    const camera = mapViewOf(app);
    if (camera) run(camera);
  },
});

/** The map designer's commands: tools, brush size and camera. */
export const MAP_ACTIONS: readonly Action[] = [
  tool('brush', 'Terrain Brush', 'B'),
  tool('line', 'Terrain Line', 'L'),
  tool('fill', 'Flood Fill', 'G'),
  tool('eraser', 'Eraser', 'E'),
  tool('eyedropper', 'Eyedropper', 'I'),
  tool('elevation', 'Elevation', 'V'),
  tool('hexside', 'Hexsides', 'H', true),
  tool('path', 'Roads and Paths', 'R'),
  tool('feature', 'Features', 'F'),
  tool('zone', 'Zones', 'Z'),
  tool('trace', 'Move Tracing Image', 'T'),
  { id: 'tool.smaller', label: 'Smaller Brush', menu: 'tools', shortcut: '[', groupStart: true, enabled: onMap, perform: (app) => app.editor.setRadius(app.editor.radius - 1) },
  { id: 'tool.larger', label: 'Larger Brush', menu: 'tools', shortcut: ']', enabled: onMap, perform: (app) => app.editor.setRadius(app.editor.radius + 1) },
  view('fit', 'Fit Map to Window', 'Mod+0', (v) => v.fit(), true),
  view('actual', 'True Print Size (100 %)', 'Mod+1', (v) => v.actualSize()),
  view('zoomIn', 'Zoom In', '=', (v) => v.zoomBy(1.25)),
  view('zoomOut', 'Zoom Out', '-', (v) => v.zoomBy(0.8)),
  view('panLeft', 'Pan Left', 'ArrowLeft', (v) => v.panBy(80, 0)),
  view('panRight', 'Pan Right', 'ArrowRight', (v) => v.panBy(-80, 0)),
  view('panUp', 'Pan Up', 'ArrowUp', (v) => v.panBy(0, 80)),
  view('panDown', 'Pan Down', 'ArrowDown', (v) => v.panBy(0, -80)),
];
