import { observer } from 'mobx-react-lite';
import { useState, type KeyboardEvent } from 'react';
import { PLAYER_KINDS, type PlayerKind, type Players, type SessionSummary } from '../../src-shared/api/contract-sessions';
import { pickTextFile } from '../components/files';
import type { AppStore } from '../stores/app-store';
import { freshSeed, type PlaytestStore } from './playtest-store';

export const PLAYER_LABELS: Record<PlayerKind, string> = { human: 'Person', greedy: 'Greedy bot', random: 'Random bot' };

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function outcomeText(summary: Pick<SessionSummary, 'over' | 'outcome' | 'sides'>): string {
  if (!summary.over) return 'in play';
  const o = summary.outcome;
  if (!o) return 'game over';
  const winner = o.winner === null ? null : (summary.sides.find((s) => s.id === o.winner)?.name ?? o.winner);
  return winner ? `${winner}: ${o.level || 'win'}` : o.level || 'draw';
}

/** The new game's form: name, seed and who plays each side; set-up comes next. */
const NewGameForm = observer(function NewGameForm({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const project = app.project!;
  const sides = [...project.list('sides')].sort((a, b) => a.setupOrder - b.setupOrder);
  const [name, setName] = useState(`Game ${playtest.sessions.length + 1}`);
  const [seed, setSeed] = useState(freshSeed());
  const [players, setPlayers] = useState<Players>(() => Object.fromEntries(sides.map((s, i) => [s.id, i === 0 ? 'human' : 'greedy'])));
  const kind = (id: string): PlayerKind => (Object.hasOwn(players, id) ? players[id] : 'human');
  return (
    <section className="play-card" data-testid="new-game">
      <h3>New game on {project.info.title || 'this scenario'}</h3>
      <div className="play-form">
        <label className="field">
          <span>Name</span>
          <input value={name} maxLength={200} data-testid="new-game-name" onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <label className="field seed-field">
          <span>Seed of the dice</span>
          <span className="play-row">
            <input inputMode="numeric" value={seed} data-testid="new-game-seed" onChange={(e) => setSeed(Number.parseInt(e.currentTarget.value, 10) || 0)} />
            <button type="button" title="Another seed" aria-label="Another seed" onClick={() => setSeed(freshSeed())}>
              ↻
            </button>
          </span>
        </label>
        {sides.map((side) => (
          <label key={side.id} className="field">
            <span>
              <i className="side-dot" style={{ background: side.colour }} /> {side.name}
            </span>
            <select value={kind(side.id)} data-testid={`new-game-player-${side.id}`} onChange={(e) => setPlayers({ ...players, [side.id]: e.currentTarget.value as PlayerKind })}>
              {PLAYER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PLAYER_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="muted small">
        Play against a bot, hot-seat with two people, or watch two bots; who plays a side can change during the game. The same seed gives the same dice.
      </p>
      <button type="button" className="primary" data-testid="new-game-setup" disabled={!name.trim()} onClick={() => playtest.prepare({ name: name.trim(), seed, players })}>
        Set up the units…
      </button>
    </section>
  );
});

const SessionRow = observer(function SessionRow({ playtest, session }: { playtest: PlaytestStore; session: SessionSummary }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const commit = () => {
    if (renaming !== null && renaming.trim() && renaming.trim() !== session.name) void playtest.rename(session.id, renaming);
    setRenaming(null);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    else if (e.key === 'Escape') setRenaming(null);
  };
  const players = session.sides.map((s) => `${s.name}: ${PLAYER_LABELS[session.players[s.id] ?? 'human']}`).join(' · ');
  return (
    <tr data-session={session.id} data-testid="session-row">
      <td>
        {renaming === null ? (
          <button type="button" className="link session-name" title="Resume this game" onClick={() => void playtest.open(session.id)}>
            {session.name}
          </button>
        ) : (
          <input autoFocus value={renaming} maxLength={200} data-testid="session-rename-field" onChange={(e) => setRenaming(e.currentTarget.value)} onKeyDown={onKey} onBlur={commit} />
        )}
        <div className="muted small">
          {players}
          {session.parentId && session.branchedAt !== null && ` · branched at action ${session.branchedAt}`}
        </div>
        {session.scenarioChanged && (
          <div className="session-changed" data-testid="session-changed">
            The scenario has changed since this game started (it plays on its own copy).{' '}
            <button type="button" className="link" onClick={() => playtest.restartOnCurrent(session)}>
              Restart on the current scenario
            </button>
          </div>
        )}
      </td>
      <td>{when(session.updatedAt)}</td>
      <td title={`turn ${session.turnReached}`}>{session.turnLabel || `Turn ${session.turnReached}`}</td>
      <td data-testid="session-outcome">{outcomeText(session)}</td>
      <td className="num">{session.actionCount}</td>
      <td className="session-buttons">
        <button type="button" data-testid="session-resume" onClick={() => void playtest.open(session.id)}>
          {session.over ? 'Open' : 'Resume'}
        </button>
        <button type="button" data-testid="session-rename" onClick={() => setRenaming(session.name)}>
          Rename
        </button>
        <button type="button" data-testid="session-export" onClick={() => void playtest.exportSession(session.id)}>
          Export
        </button>
        <button type="button" data-testid="session-delete" onClick={() => void playtest.remove(session.id)}>
          Delete
        </button>
      </td>
    </tr>
  );
});

/** The sessions panel: a new game, and every stored game of the project with what can be done with it. */
export const SessionsScreen = observer(function SessionsScreen({ app, playtest }: { app: AppStore; playtest: PlaytestStore }) {
  const importFile = async () => {
    const file = await pickTextFile('.json,application/json');
    if (!file) return;
    if (file.error) playtest.fail(`${file.name} was not imported`, new Error(file.error));
    else await playtest.importSession(file.name, file.text);
  };
  const warnings = playtest.warnings;
  return (
    <div className="play-home" data-testid="playtest-home">
      {warnings.length > 0 && (
        <details className="play-warnings" data-testid="playtest-warnings">
          <summary>
            The checker has {warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`} about this scenario (play can go on)
          </summary>
          <ul>
            {warnings.map((w, i) => (
              <li key={i}>{w.message}</li>
            ))}
          </ul>
        </details>
      )}
      <NewGameForm app={app} playtest={playtest} />
      <section className="play-card" data-testid="sessions-panel">
        <h3>
          Sessions <span className="muted">({playtest.sessions.length})</span>
          <span className="spacer" />
          {playtest.lastDeleted && (
            <button type="button" data-testid="session-undo-delete" onClick={() => void playtest.undoDelete()}>
              Undo delete of {playtest.lastDeleted.name}
            </button>
          )}
          <button type="button" data-testid="session-import" onClick={() => void importFile()}>
            Import a session…
          </button>
        </h3>
        {playtest.sessions.length === 0 ? (
          <p className="muted">No games of this project yet. Start one above, or import a session file.</p>
        ) : (
          <table className="sessions-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Last played</th>
                <th>Turn reached</th>
                <th>Outcome</th>
                <th className="num">Actions</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {playtest.sessions.map((s) => (
                <SessionRow key={s.id} playtest={playtest} session={s} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
});
