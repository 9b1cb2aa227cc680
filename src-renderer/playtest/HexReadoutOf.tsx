import { observer } from 'mobx-react-lite';
import { HexReadout } from '../components/HexReadout';
import type { AppStore } from '../stores/app-store';
import { playtestFor } from './playtest-store';

/** The status bar's hex readout in play-test: the hex under the cursor on the game's own map. */
export const HexReadoutOf = observer(function HexReadoutOf({ app }: { app: AppStore }) {
  const playtest = playtestFor(app);
  const game = playtest.screen === 'play' ? playtest.game : null;
  if (!game) return <span className="status-hex" data-testid="hex-readout" />;
  return <HexReadout project={game.map} editor={playtest.boardEditor} />;
});
