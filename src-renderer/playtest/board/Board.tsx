import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo } from 'react';
import type { AppStore } from '../../stores/app-store';
import type { GameStore } from '../game-store';
import type { PlayUi } from '../play-ui';
import type { PlaytestStore } from '../playtest-store';
import { BoardMap } from './BoardMap';
import { BoardPointer } from './board-pointer';
import { counterView } from '../../../src-shared/playtest';
import { counterSizeFor } from './board-model';
import { BoardLayers } from './board-layers';
import { BoardStacks } from './board-stacks';
import { markersOf } from './board-state';
import { UnitFaces } from './unit-faces';

type Props = { app: AppStore; playtest: PlaytestStore; game: GameStore; ui: PlayUi };

/** The game's map (the session's own snapshot) with its counters, markers and what the player has in hand. */
export const Board = observer(function Board({ app, playtest, game, ui }: Props) {
  const map = game.map.map;
  const layers = useMemo(() => new BoardLayers({ orientation: map.orientation, stagger: map.stagger }, map.hexSizeMm, counterSizeFor(map.hexSizeMm)), [map]);
  const faces = useMemo(() => new UnitFaces(game.doc), [game]);
  const input = useMemo(() => new BoardPointer(ui, () => ui.view), [ui]);
  const report = useCallback((message: string) => app.setStatus(message), [app]);
  const onView = useCallback((view: Parameters<PlayUi['setView']>[0]) => ui.setView(view), [ui]);
  useEffect(() => {
    const stacks = new BoardStacks(faces);
    return autorun(() => {
      // Not drawn: what the viewer may not see, and the units sliding across the map.
      const masked = ui.seats.masked;
      const unseen = new Set(ui.sliding);
      for (const id of masked ?? []) unseen.add(id);
      layers.setStacks(stacks.of(game.state, unseen));
    });
  }, [game, layers, faces, ui]);
  useEffect(() => {
    ui.slider = (slide, done) => {
      const view = counterView(game.state, slide.unitId);
      const counter = faces.counter(slide.unitId, view.stepIndex, view.hidden);
      if (counter) layers.slide(counter, slide.path, Math.min(900, 160 * (slide.path.length - 1)), done);
      else done();
    };
    return () => {
      ui.slider = null;
    };
  }, [ui, game, faces, layers]);
  useEffect(() => {
    const colourOf = (sideId: string | null) => game.doc.sides.find((s) => s.id === sideId)?.colour ?? '#ffffff';
    return autorun(() => layers.setMarkers(markersOf(game.state, game.history, colourOf)));
  }, [game, layers]);
  useEffect(() => autorun(() => layers.setHighlights(ui.highlights)), [layers, ui]);
  return <BoardMap map={game.map} editor={playtest.boardEditor} layers={layers} input={input} report={report} onView={onView} />;
});
