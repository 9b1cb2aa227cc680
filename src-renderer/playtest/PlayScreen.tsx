import { observer } from 'mobx-react-lite';
import { phasingSide, turnRecord } from '../../src-shared/engine';
import type { AppStore } from '../stores/app-store';
import { Board } from './board/Board';
import type { GameStore } from './game-store';
import type { PlaytestStore } from './playtest-store';

/** A game on the board, with the play bar and the side panels. */
export const PlayScreen = observer(function PlayScreen({ app, playtest, game }: { app: AppStore; playtest: PlaytestStore; game: GameStore }) {
  const state = game.state;
  const side = phasingSide(state);
  return (
    <div className="play-screen" data-testid="play-screen">
      <div className="play-bar" data-testid="play-bar">
        <span data-testid="play-turn">{turnRecord(state)?.label ?? `Turn ${state.turn}`}</span>
        <span data-testid="play-phase">
          {side.name}: {state.phase}
        </span>
        <button type="button" data-testid="play-end-phase" disabled={state.over || !game.live} onClick={() => game.act({ type: 'endPhase' })}>
          End phase
        </button>
        {game.refusal && <span className="play-refusal">{game.refusal}</span>}
      </div>
      <div className="play-main">
        <Board app={app} playtest={playtest} game={game} />
      </div>
    </div>
  );
});
