import { observer } from 'mobx-react-lite';
import { useCallback, type DragEvent, type ReactNode } from 'react';
import type { MapBoardView } from '../../map/map-attachment';
import { MapView } from '../../map/MapView';
import type { MapViewController } from '../../map/map-view-controller';
import type { DocumentStore } from '../../stores/document-store';
import type { EditorStore } from '../../stores/editor-store';
import type { BoardInput, BoardLayers } from './board-layers';

import type {} from '../../window-hooks';

type Props = {
  map: DocumentStore;
  editor: EditorStore;
  layers: BoardLayers;
  input: BoardInput;
  report: (message: string) => void;
  /** The map under the board, once mounted (null when it goes). */
  onView: (view: MapBoardView | null) => void;
  /** Something dragged from outside the map (a counter from the set-up tray) dropped on it. */
  onDrop?: (event: DragEvent<HTMLDivElement>, view: MapBoardView) => void;
  onDragOver?: (event: DragEvent<HTMLDivElement>, view: MapBoardView) => void;
  children?: ReactNode;
};

/** A map drawn by the map painter (a session's snapshot, editing tools off) with the play-test board laid over it. */
export const BoardMap = observer(function BoardMap({ map, editor, layers, input, report, onView, onDrop, onDragOver, children }: Props) {
  const attach = useCallback(
    (controller: MapViewController) => {
      const detach = controller.attach(layers);
      layers.input = input;
      onView(controller.boardView);
      window.atollBoard = layers;
      return () => {
        detach();
        layers.input = null;
        onView(null);
        if (window.atollBoard === layers) window.atollBoard = undefined;
      };
    },
    [layers, input, onView],
  );
  const view = () => window.atollPlayMap?.boardView;
  return (
    <div
      className="play-board"
      data-testid="play-board"
      onDragOver={(e) => {
        const v = view();
        if (v && onDragOver) onDragOver(e, v);
      }}
      onDrop={(e) => {
        const v = view();
        if (v && onDrop) onDrop(e, v);
      }}
    >
      <MapView project={map} editor={editor} report={report} attach={attach} />
      {children}
    </div>
  );
});
