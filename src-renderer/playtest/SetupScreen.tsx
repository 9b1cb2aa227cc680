import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { HALF_INCH_MM, layoutCounter } from '../../src-shared/counters/counter-layout';
import type { UnitFace } from '../../src-shared/counters/layout-types';
import { labelOf } from '../../src-shared/engine';
import { CounterSvg } from '../counters/CounterSvg';
import type { AppStore } from '../stores/app-store';
import { BoardMap } from './board/BoardMap';
import { BoardPointer } from './board/board-pointer';
import { BoardLayers } from './board/board-layers';
import { counterSizeFor, NO_HIGHLIGHTS } from './board/board-model';
import { UnitFaces } from './board/unit-faces';
import type { PlaytestStore } from './playtest-store';
import type { SetupStore } from './setup-store';

const UNIT_MIME = 'application/x-atoll-unit';

const TrayCounter = memo(function TrayCounter({ face }: { face: UnitFace }) {
  const layout = useMemo(() => layoutCounter(face, HALF_INCH_MM), [face]);
  return <CounterSvg layout={layout} scale={0.9} className="tray-counter" />;
});

/** The tray of one side: its units to place (drag them onto a lit hex, or click one and then a hex), those placed, and
 *  those that do not set up on the map, with why. */
const Tray = observer(function Tray({ setup, faces }: { setup: SetupStore; faces: UnitFaces }) {
  const { plan } = setup;
  const mine = plan.units.filter((u) => u.sideId === setup.side);
  const toPlace = mine.filter((u) => u.placeable && !setup.placementOf(u.unitId));
  const placed = mine.filter((u) => setup.placementOf(u.unitId));
  const elsewhere = mine.filter((u) => !u.placeable);
  const name = (id: string) => plan.board.units[id]?.designation ?? id;
  const hexLabel = (id: string) => {
    const p = setup.placementOf(id);
    return p ? labelOf(plan.board, p.hex) : '';
  };
  return (
    <div className="tray" data-testid="setup-tray">
      <div className="tabs" role="tablist">
        {plan.order.map((side) => (
          <button key={side} role="tab" aria-selected={setup.side === side} className={setup.side === side ? 'tab active' : 'tab'} data-testid={`setup-side-${side}`} onClick={() => setup.setSide(side)}>
            {setup.doc.sides.find((s) => s.id === side)?.name ?? side}
          </button>
        ))}
      </div>
      <h5>
        To place <span className="muted">({toPlace.length})</span>
      </h5>
      {toPlace.length === 0 && <p className="muted small">Every unit of this side that sets up on the map is placed.</p>}
      <ul className="tray-units">
        {toPlace.map((u) => {
          const face = faces.face(u.unitId, 0);
          return (
            <li key={u.unitId}>
              <button
                type="button"
                draggable
                className={setup.inHand === u.unitId ? 'in-hand' : ''}
                data-unit={u.unitId}
                data-testid="tray-unit"
                title={`${name(u.unitId)}: drag it onto a lit hex, or click it and then a hex`}
                onClick={() => setup.take(setup.inHand === u.unitId ? null : u.unitId)}
                onDragStart={(e) => {
                  e.dataTransfer.setData(UNIT_MIME, u.unitId);
                  e.dataTransfer.effectAllowed = 'move';
                  setup.take(u.unitId);
                }}
              >
                {face && <TrayCounter face={face} />}
                <span>{name(u.unitId)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {placed.length > 0 && (
        <details className="tray-placed">
          <summary>
            Placed <span className="muted">({placed.length})</span>
          </summary>
          <ul>
            {placed.map((u) => (
              <li key={u.unitId} data-unit={u.unitId}>
                <button type="button" className="link" onClick={() => setup.take(u.unitId)}>
                  {name(u.unitId)}
                </button>{' '}
                <span className="muted">{hexLabel(u.unitId)}</span>{' '}
                {setup.mayHide(u.unitId) && (
                  <label className="hide-toggle">
                    <input type="checkbox" checked={setup.hiddenUnits.has(u.unitId)} data-testid="tray-hidden" onChange={(e) => setup.setHidden(u.unitId, e.currentTarget.checked)} /> hidden
                  </label>
                )}{' '}
                <button type="button" className="link" data-testid="tray-remove" onClick={() => setup.remove(u.unitId)}>
                  back to the tray
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {elsewhere.length > 0 && (
        <details className="tray-elsewhere">
          <summary>
            Not set up on the map <span className="muted">({elsewhere.length})</span>
          </summary>
          <ul>
            {elsewhere.map((u) => (
              <li key={u.unitId}>
                {name(u.unitId)}: <span className="muted">{u.placeable ? '' : u.why}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
});

/** Readiness by the engine's own set-up check, hidden shares, the bots' set-up, and Start. */
const SetupSide = observer(function SetupSide({ setup, playtest }: { setup: SetupStore; playtest: PlaytestStore }) {
  const check = setup.check;
  const sideName = (id: string) => setup.doc.sides.find((s) => s.id === id)?.name ?? id;
  return (
    <aside className="setup-side" data-testid="setup-side">
      <section>
        <h4>Ready to start?</h4>
        {check.ok ? (
          <p className="setup-ok" data-testid="setup-ready">
            The engine accepts this set-up.{check.unplaced.length > 0 && ` ${check.unplaced.length} unit${check.unplaced.length === 1 ? '' : 's'} that could set up on the map would start off it.`}
          </p>
        ) : (
          <ul className="setup-problems" data-testid="setup-problems">
            {check.problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        )}
        <button type="button" className="primary" data-testid="setup-start" disabled={!check.ok || playtest.busy !== null} onClick={() => void playtest.start(setup.placements, setup.hiddenChoice)}>
          Start the game
        </button>
      </section>
      <section>
        <h4>Bots’ set-up</h4>
        <div className="setup-buttons">
          <button type="button" data-testid="setup-auto-side" onClick={() => setup.autoPlace(setup.side)}>
            Place {sideName(setup.side)} as the bots do
          </button>
          <button type="button" data-testid="setup-auto-all" onClick={() => setup.autoPlaceAll()}>
            Place every side as the bots do
          </button>
          <button type="button" data-testid="setup-clear" onClick={() => setup.clearSide(setup.side)}>
            Take every {sideName(setup.side)} unit back
          </button>
          <button type="button" disabled={!setup.canUndo} onClick={() => setup.undo()}>
            Undo
          </button>
        </div>
        <p className="muted small">The bots hold empty objectives first, then hexes next to them.</p>
      </section>
      {setup.hip && (
        <section data-testid="setup-hidden">
          <h4>Hidden units</h4>
          {setup.hidden
            .filter((h) => h.percent === null || h.percent > 0)
            .map((h) => (
              <p key={h.sideId} className="small">
                {sideName(h.sideId)}: {h.placed.length} unit{h.placed.length === 1 ? '' : 's'} placed to set up hidden
                {h.allowed !== null && ` (at most ${h.allowed} may hide: ${h.percent}% of the units placed)`}. Tick “hidden” beside a placed unit in the tray to choose; they start hidden: the other side does not see them. A hidden unit stands with hidden units only and out of the enemy’s reach, or the engine reveals it at the start.
              </p>
            ))}
        </section>
      )}
    </aside>
  );
});

/** Set-up before play: the tray, the board with every legal hex lit for the unit in hand, and readiness. */
export const SetupScreen = observer(function SetupScreen({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const setup = playtest.setup;
  const map = setup?.map.map;
  const layers = useMemo(() => (map ? new BoardLayers({ orientation: map.orientation, stagger: map.stagger }, map.hexSizeMm, counterSizeFor(map.hexSizeMm)) : null), [map]);
  const faces = useMemo(() => (setup ? new UnitFaces(setup.doc) : null), [setup]);
  const input = useMemo(() => (setup ? new BoardPointer({ setHover: (h) => setup.setHover(h), click: (h) => setup.click(h) }, () => setup.view) : null), [setup]);
  const report = useCallback((message: string) => app.setStatus(message), [app]);
  const onView = useCallback((view: SetupStore['view']) => setup?.setView(view), [setup]);
  useEffect(() => {
    playtest.boardEditor.layers.zones = true;
  }, [playtest]);
  useEffect(() => (setup && layers && faces ? autorun(() => layers.setStacks(setup.stacks(faces))) : undefined), [setup, layers, faces]);
  useEffect(
    () => (setup && layers ? autorun(() => layers.setHighlights({ ...NO_HIGHLIGHTS, legal: setup.legal.map((hex) => ({ hex })), selected: setup.selectedHex })) : undefined),
    [setup, layers],
  );
  if (!setup || !layers || !faces || !input || !playtest.draft) return null;
  return (
    <div className="setup-screen" data-testid="setup-screen">
      <aside className="setup-left">
        <h3>Set up: {playtest.draft.name}</h3>
        {setup.inHand && (
          <p className="in-hand-note" data-testid="setup-in-hand">
            In hand: <strong>{setup.plan.board.units[setup.inHand]?.designation}</strong>. Click a lit hex
            {setup.placementOf(setup.inHand) ? ', or take it back to the tray' : ''}.{' '}
            <button type="button" className="link" onClick={() => setup.take(null)}>
              Put it down
            </button>
          </p>
        )}
        {setup.notice && (
          <p className="setup-notice" role="alert" data-testid="setup-notice">
            {setup.notice}
          </p>
        )}
        <Tray setup={setup} faces={faces} />
      </aside>
      <BoardMap
        map={setup.map}
        editor={playtest.boardEditor}
        layers={layers}
        input={input}
        report={report}
        onView={onView}
        onDragOver={(e, view) => {
          if (!e.dataTransfer.types.includes(UNIT_MIME)) return;
          e.preventDefault();
          const at = view.hexAtClient(e.clientX, e.clientY);
          setup.setHover(at.onMap ? at.hex : null);
        }}
        onDrop={(e, view) => {
          const unitId = e.dataTransfer.getData(UNIT_MIME);
          const at = view.hexAtClient(e.clientX, e.clientY);
          e.preventDefault();
          if (unitId && at.onMap) setup.place(unitId, at.hex);
        }}
      />
      <SetupSide setup={setup} playtest={playtest} />
    </div>
  );
});
