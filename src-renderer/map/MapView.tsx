import type Konva from 'konva';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { hexCenter, hexCorners, hexLabel, inBounds, mapPixelSize, pixelToHex } from '../../src-shared/hex';
import type { DocumentStore } from '../stores/document-store';
import { fitCamera, PX_PER_MM, zoomAt, type Camera } from './camera';

type Props = { project: DocumentStore; onHover: (text: string) => void };

/** The map workspace: hex grid with terrain fills and labels, pan (drag) and zoom at the cursor (wheel).
 *  Draws only the hexes in view; the chunked painter replaces this drawing for large maps. */
export const MapView = observer(function MapView({ project, onHover }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<Konva.Layer>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [camera, setCamera] = useState<Camera | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const map = project.map;
  const geom = useMemo(() => ({ orientation: map.orientation, stagger: map.stagger }), [map.orientation, map.stagger]);
  const fills = useMemo(() => new Map(project.ruleset.terrain.map((t) => [t.id, t.look.fill])), [project.ruleset]);
  const mapMm = mapPixelSize(geom, map.hexSizeMm, map.cols, map.rows);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    setSize({ width: el.clientWidth, height: el.clientHeight });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (size.width > 0 && camera === null) setCamera(fitCamera(mapMm, size));
  }, [size, camera, mapMm]);

  // Hex edits do not re-render React: they only ask the layer to redraw.
  useEffect(() => autorun(() => {
    void project.hexVersion;
    layer.current?.batchDraw();
  }), [project]);

  const cam = camera ?? fitCamera(mapMm, { width: Math.max(size.width, 100), height: Math.max(size.height, 100) });
  const scale = cam.zoom * PX_PER_MM;

  const toHex = (sx: number, sy: number) => pixelToHex(geom, map.hexSizeMm, { x: (sx - cam.x) / scale, y: (sy - cam.y) / scale });

  return (
    <div className="map-view" ref={box} data-testid="map-view">
      <Stage
        width={size.width}
        height={size.height}
        onWheel={(e) => {
          e.evt.preventDefault();
          const p = e.target.getStage()?.getPointerPosition();
          if (p) setCamera(zoomAt(cam, e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, p.x, p.y));
        }}
        onMouseDown={(e) => {
          drag.current = { x: e.evt.clientX, y: e.evt.clientY };
        }}
        onMouseUp={() => (drag.current = null)}
        onMouseLeave={() => (drag.current = null)}
        onMouseMove={(e) => {
          const stage = e.target.getStage();
          const p = stage?.getPointerPosition();
          if (drag.current) {
            const dx = e.evt.clientX - drag.current.x;
            const dy = e.evt.clientY - drag.current.y;
            drag.current = { x: e.evt.clientX, y: e.evt.clientY };
            setCamera({ ...cam, x: cam.x + dx, y: cam.y + dy });
          }
          if (p) {
            const hex = toHex(p.x, p.y);
            if (inBounds(map, hex)) {
              const label = hexLabel(map.numbering, hex) ?? `${hex.col},${hex.row}`;
              const terrain = project.ruleset.terrain.find((t) => t.id === project.terrainAt(hex.col, hex.row));
              onHover(`${label} · ${terrain?.name ?? '?'}`);
            } else onHover('');
          }
        }}
      >
        <Layer ref={layer} listening={false}>
          <Shape
            sceneFunc={(ctx) => {
              const c = ctx._context;
              c.save();
              c.translate(cam.x, cam.y);
              c.scale(scale, scale);
              const first = toHex(0, 0);
              const last = toHex(size.width, size.height);
              const colFrom = Math.max(0, first.col - 1);
              const colTo = Math.min(map.cols - 1, last.col + 1);
              const rowFrom = Math.max(0, first.row - 1);
              const rowTo = Math.min(map.rows - 1, last.row + 1);
              c.lineWidth = 0.25;
              c.strokeStyle = '#5c6b61';
              const fontMm = map.hexSizeMm * 0.16;
              c.font = `${fontMm}px sans-serif`;
              c.textAlign = 'center';
              for (let row = rowFrom; row <= rowTo; row++) {
                for (let col = colFrom; col <= colTo; col++) {
                  const hex = { col, row };
                  const corners = hexCorners(geom, map.hexSizeMm, hex);
                  c.beginPath();
                  c.moveTo(corners[0].x, corners[0].y);
                  for (let i = 1; i < 6; i++) c.lineTo(corners[i].x, corners[i].y);
                  c.closePath();
                  c.fillStyle = fills.get(project.terrainAt(col, row)) ?? '#dddddd';
                  c.fill();
                  c.stroke();
                  if (map.showLabels && scale * fontMm > 5) {
                    const centre = hexCenter(geom, map.hexSizeMm, hex);
                    c.fillStyle = '#2b2b2b';
                    c.fillText(hexLabel(map.numbering, hex) ?? '', centre.x, centre.y - map.hexSizeMm * 0.3);
                  }
                }
              }
              c.restore();
            }}
          />
        </Layer>
      </Stage>
      <div className="map-zoom">{Math.round(cam.zoom * 100)} %</div>
    </div>
  );
});
