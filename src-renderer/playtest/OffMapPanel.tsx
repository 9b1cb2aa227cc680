import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { offMapDisplay } from '../../src-shared/playtest';
import type { GameStore } from './game-store';

const METHODS = { ground: 'by ground', airdrop: 'by air drop', airLanded: 'air-landed' } as const;
const REMOVED = { evacuated: 'evacuated', 'not-dropped': 'not dropped', detonated: 'spent (tank killer)' } as const;
const STRIKE_STATUS = { usable: 'ready', available: 'used this turn', reserve: 'in reserve', eliminated: 'shot down' } as const;

function Block({ title, count, children, testId }: { title: string; count: number; children: ReactNode; testId: string }) {
  return (
    <div className="offmap-block" data-testid={testId}>
      <h5>
        {title} <span className="muted">({count})</span>
      </h5>
      {count === 0 ? <p className="muted small">None.</p> : children}
    </div>
  );
}

/**
 * The off-map displays of each side, as a printed game keeps them beside the map: reinforcements due by turn, tables
 * still rolled, the Reinforcements Display, eliminated and evacuated units, strike markers and air supply.
 */
export const OffMapPanel = observer(function OffMapPanel({ game, visibleSides }: { game: GameStore; visibleSides?: readonly string[] }) {
  const { state, names } = game;
  const sides = state.board.sides.filter((s) => !visibleSides || visibleSides.includes(s.id));
  return (
    <div className="offmap" data-testid="offmap-panel">
      {sides.map((side) => {
        const d = offMapDisplay(state, side.id);
        return (
          <section key={side.id} className="offmap-side" data-side={side.id}>
            <h4>
              <i className="side-dot" style={{ background: game.doc.sides.find((s) => s.id === side.id)?.colour }} /> {side.name}
            </h4>
            <Block title="Reinforcements due" count={d.due.length} testId={`offmap-due-${side.id}`}>
              <ul>
                {d.due.map((a) => (
                  <li key={a.arrivalId}>
                    <strong>Turn {a.turn}</strong> {METHODS[a.method]}: {a.pick !== null ? `${a.pick} of ` : ''}
                    {names.units(a.unitIds)}
                    {a.note && <span className="muted"> ({a.note})</span>}
                  </li>
                ))}
              </ul>
            </Block>
            {d.tables.length > 0 && (
              <Block title="Reinforcement tables" count={d.tables.length} testId={`offmap-tables-${side.id}`}>
                <ul>
                  {d.tables.map((t) => (
                    <li key={t.tableId}>
                      {t.name}: turns {t.fromTurn}
                      {t.toTurn !== null ? `–${t.toTurn}` : ' on'}
                    </li>
                  ))}
                </ul>
              </Block>
            )}
            <Block title="Reinforcements Display" count={d.pool.length} testId={`offmap-pool-${side.id}`}>
              <ul>
                {d.pool.map((u) => (
                  <li key={u.unitId}>
                    {names.unit(u.unitId)} <span className="muted">{METHODS[u.entry.method]}, from turn {u.fromTurn}</span>
                  </li>
                ))}
              </ul>
            </Block>
            <Block title="Eliminated" count={d.eliminated.length} testId={`offmap-eliminated-${side.id}`}>
              <p className="small">{names.units(d.eliminated)}</p>
            </Block>
            {d.removed.length > 0 && (
              <Block title="Out of play" count={d.removed.length} testId={`offmap-removed-${side.id}`}>
                <ul>
                  {d.removed.map((r) => (
                    <li key={r.unitId}>
                      {names.unit(r.unitId)} <span className="muted">{REMOVED[r.why]}</span>
                    </li>
                  ))}
                </ul>
              </Block>
            )}
            {d.offMap.length > 0 && (
              <Block title="Off the map (special rules, tables)" count={d.offMap.length} testId={`offmap-off-${side.id}`}>
                <p className="small">{names.units(d.offMap)}</p>
              </Block>
            )}
            {d.strikes.length > 0 && (
              <Block title="Airstrikes and naval gunfire" count={d.strikes.length} testId={`offmap-strikes-${side.id}`}>
                <ul>
                  {d.strikes.map((s) => (
                    <li key={s.strikeId} className={`strike-${s.status}`}>
                      {names.strike(s.strikeId)} ({s.strength}) <span className="muted">{STRIKE_STATUS[s.status]}</span>
                    </li>
                  ))}
                </ul>
              </Block>
            )}
            {d.airSupplyLeft > 0 && <p className="small">Air supply markers to drop: {d.airSupplyLeft}</p>}
          </section>
        );
      })}
    </div>
  );
});
