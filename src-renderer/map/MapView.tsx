import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import type {} from '../window-hooks';
import { MapViewController } from './map-view-controller';

type Props = {
  project: DocumentStore;
  editor: EditorStore;
  report: (message: string) => void;
  /** Lays a board over this map (the play-test board); returns what takes it off. */
  attach?: (controller: MapViewController) => () => void;
};

/** The map workspace. React only mounts it; the controller draws with Konva and handles the pointer. */
export const MapView = observer(function MapView({ project, editor, report, attach }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const minimap = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const controller = new MapViewController(el, project, editor, report);
    if (minimap.current) controller.attachMinimap(minimap.current);
    // The editor's map and a board's map (play-test) each have their handle for the tests and the benchmark.
    const handle = attach ? 'atollPlayMap' : 'atollMap';
    window[handle] = controller;
    const detach = attach?.(controller);
    const observer = new ResizeObserver(() => controller.resize(el.clientWidth, el.clientHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      detach?.();
      controller.destroy();
      if (window[handle] === controller) window[handle] = undefined;
    };
  }, [project, editor, report, attach]);
  return (
    <div className="map-view" data-testid="map-view">
      <div className="map-stage" ref={box} />
      <canvas className="minimap" ref={minimap} width={180} height={140} data-testid="minimap" title="Minimap: click or drag to move the view" />
      <MapCompass north={project.map.north} />
      <div className="map-zoom" data-testid="map-zoom">
        {Math.round(editor.zoom * 100)} %
      </div>
    </div>
  );
});

const TURNS = { top: 0, right: 90, bottom: 180, left: 270 } as const;

/** A compass needle in the corner of the map: where the map's compass puts north on the sheet. */
function MapCompass({ north }: { north: keyof typeof TURNS | undefined }) {
  const side = north ?? 'top';
  return (
    <div className="map-compass" data-testid="map-compass" title={`North is at the ${side} of the sheet`}>
      <svg viewBox="-20 -20 40 40" width="48" height="48" style={{ transform: `rotate(${TURNS[side]}deg)` }} aria-label={`north: sheet ${side}`}>
        <circle r="19" fill="rgba(255,255,255,0.85)" stroke="#c4ccd4" />
        <polygon points="0,-9 4,8 0,5 -4,8" fill="#1f2933" />
        <text x="0" y="-11" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1f2933">
          N
        </text>
      </svg>
    </div>
  );
}
