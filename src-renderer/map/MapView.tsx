import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import type {} from '../window-hooks';
import { MapViewController } from './map-view-controller';

type Props = { project: DocumentStore; editor: EditorStore; report: (message: string) => void };

/** The map workspace. React only mounts it; the controller draws with Konva and handles the pointer. */
export const MapView = observer(function MapView({ project, editor, report }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const minimap = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const controller = new MapViewController(el, project, editor, report);
    if (minimap.current) controller.attachMinimap(minimap.current);
    window.atollMap = controller;
    const observer = new ResizeObserver(() => controller.resize(el.clientWidth, el.clientHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      controller.destroy();
      if (window.atollMap === controller) window.atollMap = undefined;
    };
  }, [project, editor, report]);
  return (
    <div className="map-view" data-testid="map-view">
      <div className="map-stage" ref={box} />
      <canvas className="minimap" ref={minimap} width={180} height={140} data-testid="minimap" title="Minimap: click to move the view" />
      <div className="map-zoom" data-testid="map-zoom">
        {Math.round(editor.zoom * 100)} %
      </div>
    </div>
  );
});
