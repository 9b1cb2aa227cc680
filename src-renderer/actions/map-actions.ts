import type { ToolId } from '../stores/editor-store';
import type { Action } from './registry';

const onMap = (app: { project: unknown }) => app.project !== null;

const tool = (id: ToolId, label: string, shortcut: string, groupStart = false): Action => ({
  id: `tool.${id}`,
  label,
  menu: 'tools',
  shortcut,
  groupStart,
  enabled: onMap,
  perform: (app) => app.editor.setTool(id),
});

const view = (id: string, label: string, shortcut: string, run: (v: NonNullable<import('../stores/editor-store').EditorStore['view']>) => void, groupStart = false): Action => ({
  id: `view.${id}`,
  label,
  menu: 'view',
  shortcut,
  groupStart,
  enabled: (app) => app.project !== null && app.editor.view !== null,
  perform: (app) => {
    if (app.editor.view) run(app.editor.view);
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
