import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { orderItems, ordersMissing, plansMissing, scenarioOrder } from '../../src-shared/engine';
import type { GameStore } from './game-store';
import { OrderList } from './OrderList';
import type { PlayUi } from './play-ui';

/**
 * A side seals its arrival order before play (engine/modules/arrival-orders): the units (or contingents) of its pool in
 * the order they are to arrive, sealed from the other side until the game is over; or, when the scenario says the dice
 * decide it (solo play), the dice draw it. Shown after any arrival plan still to write.
 */
export const ArrivalOrderDialog = observer(function ArrivalOrderDialog({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const side = plansMissing(game.state).length === 0 ? ordersMissing(game.state)[0] : undefined;
  const [order, setOrder] = useState<string[] | null>(null);
  const setup = side ? scenarioOrder(game.state.board, side) : undefined;
  if (!side || !setup || !ui.canAct) return null;
  const current = order ?? orderItems(game.state.board, side);
  const name = (id: string) => (Object.hasOwn(game.state.board.units, id) ? game.names.unit(id) : game.names.contingent(id));
  const schedule = [...setup.schedule].sort((a, b) => a.turn - b.turn).map((s) => `${s.count} on turn ${s.turn}`).join(', ');
  const rolled = setup.mode === 'rolled';
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-label="Arrival order" data-testid="arrival-order">
        <header>
          <h2>{game.names.side(side)}: arrival order</h2>
        </header>
        <p>
          {setup.groups === 'unit' ? 'Units' : 'Contingents'} arrive {schedule}, in the order {rolled ? 'the dice draw' : 'you write here'}. Only those due come into the reinforcements pool. The order is sealed: the other side sees only that it is sealed, until the game is over.
        </p>
        {rolled ? (
          <p className="muted">The scenario leaves the order to the dice (solo play): nobody chooses it, and it stays sealed until each arrives.</p>
        ) : (
          <OrderList items={current} name={name} onChange={setOrder} testId="arrival-order-list" />
        )}
        <div className="play-row">
          <button
            type="button"
            className="primary"
            data-testid="arrival-order-seal"
            onClick={() => {
              if (ui.act(rolled ? { type: 'sealArrivalOrder', side } : { type: 'sealArrivalOrder', side, order: current })) setOrder(null);
            }}
          >
            {rolled ? 'Roll and seal the order' : 'Seal the order'}
          </button>
        </div>
      </div>
    </div>
  );
});
