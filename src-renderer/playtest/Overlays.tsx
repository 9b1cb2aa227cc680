import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { planContingents, plansMissing } from '../../src-shared/engine';
import { endSummary, orderItemName } from '../../src-shared/playtest';
import type { GameStore } from './game-store';
import { OrderList } from './OrderList';
import type { PlayUi } from './play-ui';
import type { PlaytestStore } from './playtest-store';

/** Hot-seat: the decision passed to another person; the board stays hidden until they take the screen. */
export const HandOver = observer(function HandOver({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const side = ui.seats.handOverTo;
  if (!side) return null;
  const colour = game.doc.sides.find((s) => s.id === side)?.colour ?? '#555';
  return (
    <div className="hand-over" data-testid="hand-over">
      <div className="hand-over-card" style={{ borderColor: colour }}>
        <p className="muted">Hot-seat</p>
        <h2>Hand over to the {game.names.side(side)} player</h2>
        <p>The board is hidden so that the {game.names.side(side)} player does not see what the other side keeps hidden, and the other side does not see theirs.</p>
        <button type="button" className="primary" style={{ background: colour, borderColor: colour }} data-testid="hand-over-take" onClick={() => ui.seats.takeScreen(side)}>
          I am the {game.names.side(side)} player: show the board
        </button>
      </div>
    </div>
  );
});

/** A side writes its arrival plan before play: its reinforcement contingents in the order it expects them, sealed from the other side. */
export const ArrivalPlanDialog = observer(function ArrivalPlanDialog({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const side = plansMissing(game.state)[0];
  const [order, setOrder] = useState<string[] | null>(null);
  if (!side || !ui.canAct) return null;
  const current = order ?? [...planContingents(game.state, side)];
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-label="Arrival plan" data-testid="arrival-plan">
        <header>
          <h2>{game.names.side(side)}: arrival plan</h2>
        </header>
        <p>Put your reinforcement contingents in the order you expect them to arrive. The plan is sealed: the other side sees only that it is written, until the game is over, when it is compared with what happened.</p>
        <OrderList items={current} name={(c) => game.names.contingent(c)} onChange={setOrder} />
        <div className="play-row">
          <button
            type="button"
            className="primary"
            data-testid="arrival-plan-seal"
            onClick={() => {
              if (ui.act({ type: 'submitArrivalPlan', side, order: current })) setOrder(null);
            }}
          >
            Seal the plan
          </button>
        </div>
      </div>
    </div>
  );
});

/** The end of the game: outcome, level, VP per side with every line, against history; then save, branch or play again. */
export const EndScreen = observer(function EndScreen({ game, playtest }: { game: GameStore; playtest: PlaytestStore }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!game.over || !game.live || dismissed === `${game.id}:${game.length}`) return null;
  const summary = endSummary(game.state, game.eventsUpTo());
  const { names } = game;
  return (
    <div className="modal-backdrop">
      <div className="modal end-screen" role="dialog" aria-label="Game over" data-testid="end-screen">
        <header>
          <h2 data-testid="end-headline">{summary.headline}</h2>
          <button className="close" aria-label="Close" onClick={() => setDismissed(`${game.id}:${game.length}`)}>
            ×
          </button>
        </header>
        {summary.reason && <p className="muted">{names.text(summary.reason)}</p>}
        <div className="end-scores">
          {summary.score.sides.map((side) => (
            <section key={side.sideId} data-testid={`end-vp-${side.sideId}`}>
              <h3>
                <i className="side-dot" style={{ background: game.doc.sides.find((s) => s.id === side.sideId)?.colour }} /> {names.side(side.sideId)} <span className="vp">{side.vp} VP</span>
              </h3>
              <ul className="vp-lines">
                {side.lines.map((l, i) => (
                  <li key={i}>
                    <span>{names.text(l.what)}</span>
                    <span className="muted">{l.count > 1 ? `${l.count} × ${l.vpEach}` : ''}</span>
                    <strong>{l.vp}</strong>
                  </li>
                ))}
                {side.lines.length === 0 && <li className="muted">No VP.</li>}
              </ul>
            </section>
          ))}
        </div>
        <section className="end-history" data-testid="end-history">
          <h3>Against history</h3>
          {summary.comparison ? <p>{summary.comparison.sentence}</p> : <p className="muted">The scenario gives no historical result to compare with.</p>}
          {summary.historical.text && <p className="small muted">{summary.historical.text}</p>}
          {summary.arrivalPlans.map((p) => (
            <p key={p.side} className="small">
              {names.side(p.side)} arrival plan: {p.kept ? 'kept' : `not kept (${p.deviations.map((d) => names.text(d.why)).join('; ')})`}.
            </p>
          ))}
          {summary.arrivalOrders.map((o) => (
            <p key={`order-${o.side}`} className="small" data-testid={`end-arrival-order-${o.side}`}>
              {names.side(o.side)} arrival order: {o.arrived.map((a) => `${orderItemName(names, a.item)} (${a.turn === null ? 'never arrived' : `turn ${a.turn}`})`).join(', ')}.
            </p>
          ))}
        </section>
        <div className="play-row">
          <button type="button" className="primary" data-testid="end-save" onClick={() => void game.settled().then(() => playtest.exportSession(game.id))}>
            Save the session (JSON)
          </button>
          <button type="button" data-testid="end-review" onClick={() => setDismissed(`${game.id}:${game.length}`)}>
            Review the game (step back, branch)
          </button>
          <button type="button" data-testid="end-again" onClick={() => playtest.playAgain(game)}>
            Start again
          </button>
        </div>
      </div>
    </div>
  );
});
