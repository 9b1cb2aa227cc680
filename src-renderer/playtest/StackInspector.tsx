import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { HALF_INCH_MM, layoutCounter, STEP_MARKER_FROM } from '../../src-shared/counters/counter-layout';
import { combatOf, currentStep, moraleStatus, type GameState } from '../../src-shared/engine';
import { counterView } from '../../src-shared/playtest';
import { CounterSvg } from '../counters/CounterSvg';
import { UnitFaces } from './board/unit-faces';
import type { GameStore } from './game-store';
import type { PlayUi } from './play-ui';

/** What a unit's state says beside its values: disrupted, reduced, hidden, its move and attack this phase. */
function unitNotes(state: GameState, id: string): string[] {
  const unit = state.units[id];
  const info = state.board.units[id];
  const notes: string[] = [];
  if (unit.disrupted) notes.push('disrupted');
  if (info.type.stepModel === 'chain' && unit.step > 0) notes.push(`reduced to ${info.type.steps[unit.step]?.label || `step ${unit.step + 1}`}`);
  if (info.type.stepModel === 'chain' && info.type.steps.length >= STEP_MARKER_FROM) notes.push(`step ${Math.min(unit.step, info.type.steps.length - 1) + 1}/${info.type.steps.length}`);
  const view = counterView(state, id);
  if (view.aboard) notes.push(`aboard ${state.board.units[view.aboard]?.designation ?? view.aboard}`);
  const carried = state.board.unitIds.filter((other) => state.units[other].aboard === id);
  if (carried.length > 0) notes.push(`carrying ${carried.map((other) => state.board.units[other].designation).join(', ')}`);
  if (view.hidden) notes.push('hidden');
  if (view.inCave) notes.push('inside a cave');
  if (view.banzai) notes.push('in a Banzai charge');
  const morale = moraleStatus(state, id);
  if (morale && (morale.cannotMove || morale.cannotFire))
    notes.push(`morale: ${[morale.cannotMove ? 'cannot move' : '', morale.cannotFire ? 'cannot fire' : ''].filter(Boolean).join(' and ')} until its side's next roll (turn ${morale.turn}, row ${morale.row})`);
  const move = state.movement.units[id];
  if (move) notes.push(move.halted ? 'halted in an enemy ZOC' : `${move.mpLeft} MP left${move.fastMoved ? ' (fast move)' : ''}`);
  if (Object.hasOwn(combatOf(state).attacked, id)) notes.push('has attacked this phase');
  return notes;
}

/** Every unit of the selected hex with its counter, values and state; a click takes one in hand. */
export const StackInspector = observer(function StackInspector({ game, ui }: { game: GameStore; ui: PlayUi }) {
  const faces = useMemo(() => new UnitFaces(game.doc), [game]);
  const { state, names } = game;
  const hex = ui.selectedHex;
  if (!hex) return <p className="muted">Click a hex on the map to see its units here; click it again for the next unit of a stack.</p>;
  const units = ui.unitsIn(hex);
  const terrain = state.board.terrainIds[state.board.terrainAt[hex.row * state.board.cols + hex.col]];
  return (
    <div className="stack-inspector" data-testid="stack-inspector">
      <h4>
        {names.hex(hex)} <span className="muted">{names.terrain(terrain)}</span>
      </h4>
      {units.length === 0 && <p className="muted">No units here.</p>}
      <ul className="stack-units">
        {[...units].reverse().map((id) => {
          const info = state.board.units[id];
          const step = currentStep(info, state.units[id]);
          const face = faces.face(id, counterView(state, id).stepIndex);
          const side = state.board.sides.find((s) => s.id === info.sideId);
          const choosable = state.phase === 'ground-attack' && ui.canAct && ui.attack.mayChoose(id);
          return (
            <li key={id} className={ui.selectedUnit === id ? 'selected' : ''} data-unit={id} data-testid="stack-unit">
              <button type="button" onClick={() => ui.select(hex, id)}>
                {face && <StackCounter face={face} />}
                <span className="stack-unit-text">
                  <strong>{names.unit(id)}</strong> <span className="muted">{side?.name}</span>
                  <br />
                  {info.type.name}
                  <br />
                  <span className="values">
                    combat {step.combat} · range {step.range} · MA {step.ma}
                  </span>
                  {unitNotes(state, id).length > 0 && <span className="notes">{unitNotes(state, id).join(' · ')}</span>}
                </span>
              </button>
              {choosable && (
                <label className="in-attack">
                  <input type="checkbox" checked={ui.attack.units.includes(id)} data-testid="in-attack" onChange={() => ui.attack.toggle(id)} /> in the attack
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});

const StackCounter = observer(function StackCounter({ face }: { face: NonNullable<ReturnType<UnitFaces['face']>> }) {
  const layout = useMemo(() => layoutCounter(face, HALF_INCH_MM), [face]);
  return <CounterSvg layout={layout} scale={1.25} className="stack-counter" />;
});
