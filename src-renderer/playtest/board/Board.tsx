import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import { MapView } from '../../map/MapView';
import type { MapViewController } from '../../map/map-view-controller';
import type { AppStore } from '../../stores/app-store';
import type { GameStore } from '../game-store';
import type { PlayUi } from '../play-ui';
import type { PlaytestStore } from '../playtest-store';
import { BoardPointer } from './board-pointer';
import { counterSizeFor, NO_HIGHLIGHTS } from './board-model';
import { BoardLayers } from './board-layers';
import { stacksOf } from './board-state';
import { UnitFaces } from './unit-faces';

declare global {
  interface Window {
    /** The play-test board's layers, for the end-to-end tests and the benchmark. */
    atollBoard?: BoardLayers;
  }
}

/** The game's map (the session's own snapshot, drawn by the map painter, editing tools off) with the board over it. */
type Props = { app: AppStore; playtest: PlaytestStore; game: GameStore; ui: PlayUi };

export const Board = observer(function Board({ app, playtest, game, ui }: Props) {
  const map = game.map.map;
  const layers = useMemo(
    () => new BoardLayers({ orientation: map.orientation, stagger: map.stagger }, map.hexSizeMm, counterSizeFor(map.hexSizeMm)),
    [map],
  );
  const faces = useMemo(() => new UnitFaces(game.doc), [game]);
  const report = useCallback((message: string) => app.setStatus(message), [app]);
  const attach = useCallback(
    (controller: MapViewController) => {
      const detach = controller.attach(layers);
      layers.input = new BoardPointer(ui, () => controller.boardView);
      ui.setView(controller.boardView);
      window.atollBoard = layers;
      return () => {
        detach();
        layers.input = null;
        ui.setView(null);
        if (window.atollBoard === layers) window.atollBoard = undefined;
      };
    },
    [layers, ui],
  );
  useEffect(() => autorun(() => layers.setStacks(stacksOf(game.state, faces))), [game, layers, faces]);
  useEffect(() => autorun(() => layers.setHighlights({ ...NO_HIGHLIGHTS, selected: ui.selectedHex, focus: ui.focusHexes })), [layers, ui]);
  return (
    <div className="play-board" data-testid="play-board">
      <MapView project={game.map} editor={playtest.boardEditor} report={report} attach={attach} />
    </div>
  );
});
