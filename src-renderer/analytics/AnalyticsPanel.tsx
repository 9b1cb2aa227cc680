import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PlayoutReport } from '../../src-shared/analytics/playout-report';
import { hexLabel } from '../../src-shared/hex';
import { downloadText } from '../components/files';
import { NumberField, SelectField } from '../components/fields';
import { SHEET_TABS } from '../sheets/sheet-tabs';
import type { AppStore } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';
import { analyticsFor, MAX_PLAYOUT_GAMES, PLAYOUT_SEED_LIMIT, type AnalyticsStore, type BotKind, type HeatChoice } from './analytics-store';
import { Histogram, percentText, ShareBar, type Share } from './charts';
import { heatHexes, heatLegend, heatOverlay } from './heat-overlay';
import './analytics.css';

const BOT_OPTIONS: { value: BotKind; label: string }[] = [
  { value: 'greedy', label: 'Greedy bot' },
  { value: 'random', label: 'Random bot' },
];
const n = (v: number) => v.toLocaleString('en');

function timeLeft(ms: number | null): string {
  if (ms === null) return 'estimating the time left';
  const s = Math.round(ms / 1000);
  return s < 2 ? 'almost done' : s < 90 ? `about ${s} s left` : `about ${Math.round(s / 60)} min left`;
}

/** A side's colour, lightened toward white by `amount` (0..1), for its lesser victory levels. */
function lighter(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return `rgb(${mix(v >> 16)}, ${mix((v >> 8) & 255)}, ${mix(v & 255)})`;
}

function outcomeShares(report: PlayoutReport, colourOf: (sideId: string) => string): Share[] {
  const shares: Share[] = [];
  for (const side of report.sides) {
    const levels = Object.entries(side.wins).sort((a, b) => b[1] - a[1]);
    levels.forEach(([level, games], i) => shares.push({ key: `${side.id}:${level}`, label: `${side.name}: ${level}`, games, colour: lighter(colourOf(side.id), Math.min(0.6, i * 0.22)) }));
  }
  Object.entries(report.noWinner)
    .sort((a, b) => b[1] - a[1])
    .forEach(([level, games], i) => shares.push({ key: `none:${level}`, label: level === 'stalled' ? 'Stalled (action cap)' : `Nobody: ${level}`, games, colour: ['#9aa0a3', '#c3c7c9', '#dcdfe0'][Math.min(2, i)] }));
  return shares;
}

const RunForm = observer(function RunForm({ store, project, report }: { store: AnalyticsStore; project: DocumentStore; report: (m: string) => void }) {
  const sides = project.list('sides');
  const running = store.running;
  return (
    <section className="analytics-form">
      <div className="field-row">
        <NumberField label="Games" value={store.games} min={1} max={MAX_PLAYOUT_GAMES} testId="analytics-games" report={report} onCommit={(v) => v !== undefined && store.setGames(v)} />
        <NumberField label="Seed of the first game" value={store.seed} min={-PLAYOUT_SEED_LIMIT} max={PLAYOUT_SEED_LIMIT} testId="analytics-seed" report={report} onCommit={(v) => v !== undefined && store.setSeed(v)} />
      </div>
      <div className="field-row">
        {sides.map((side) => (
          <SelectField key={side.id} label={side.name} value={store.botFor(side.id)} options={BOT_OPTIONS} testId={`analytics-bot-${side.id}`} onChange={(v) => store.setBot(side.id, v)} />
        ))}
      </div>
      <button type="button" className="primary" data-testid="analytics-run" disabled={running !== null || sides.length === 0} onClick={() => void store.run()}>
        Run {n(store.games)} bot game{store.games === 1 ? '' : 's'}
      </button>
      {running && (
        <div className="analytics-running" data-testid="analytics-running">
          <progress max={1} value={running.total > 0 ? running.done / running.total : undefined} />
          <div>
            <span>{running.label || `${n(running.done)} of ${n(running.total)} games`}</span>
            <span>{timeLeft(running.remainingMs)}</span>
            <button type="button" disabled={!running.id} onClick={() => void store.cancel()}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {store.error && (
        <p className="analytics-error" role="alert" data-testid="analytics-error">
          {store.error}
        </p>
      )}
      <p className="muted small">
        Game <i>i</i> is played with seed {n(store.seed)} + <i>i</i>: the same games, and the same numbers, as <code>atoll playout --seed {store.seed} --games {store.games}</code>. The games run in
        the background on every core.
      </p>
    </section>
  );
});

type ResultsProps = { app: AppStore; store: AnalyticsStore; project: DocumentStore; report: PlayoutReport; target: EditorStore };

const Results = observer(function Results({ app, store, project, report, target }: ResultsProps) {
  const sides = project.list('sides');
  const colourOf = (id: string) => sides.find((s) => s.id === id)?.colour ?? '#6e767a';
  const turnLabel = (index: number) => project.list('turns').find((t) => t.index === index)?.label ?? `Turn ${index}`;
  const label = (hex: { col: number; row: number }) => hexLabel(project.map.numbering, hex) ?? `${hex.col},${hex.row}`;
  const bots = [...new Set(Object.values(report.bots))];
  const heat = heatHexes(report, store.heat);
  const most = heat.reduce((m, h) => Math.max(m, h.units), 0);
  const busiest = [...heat].sort((a, b) => b.units - a.units || a.row - b.row || a.col - b.col).slice(0, 8);
  const heatValue = store.heat.kind === 'side' ? `side:${store.heat.sideId}` : store.heat.kind;
  const heatOptions = [
    { value: 'all', label: 'Every side’s units' },
    ...report.sides.map((s) => ({ value: `side:${s.id}`, label: `${s.name} units` })),
    { value: 'off', label: 'Off' },
  ];
  const showOnMap = (hex: { col: number; row: number }) => {
    if (target === app.editor && SHEET_TABS.has(app.tab)) app.setTab('map');
    target.view?.centreOn(hex);
  };
  return (
    <div className="analytics-results" data-testid="analytics-results">
      <section>
        <p className="analytics-summary" data-testid="analytics-summary">
          {n(report.games)} games, {bots.length === 1 ? `${bots[0]} bots` : report.sides.map((s) => `${s.name} ${report.bots[s.id]}`).join(', ')}, seeds {n(report.seed)}–{n(report.seed + report.games - 1)}
        </p>
        <p className="muted small" data-testid="analytics-ended">
          {n(report.ended.lastTurn)} ended after the last turn, {n(report.ended.suddenDeath)} by sudden death{report.ended.stalled > 0 ? `, ${n(report.ended.stalled)} stalled at the action cap` : ''}; {report.actions.mean} actions a game.
        </p>
        {report.unplaced.length > 0 && <p className="muted small">{report.unplaced.length} unit(s) set up by special-rule text stayed off the map: {report.unplaced.join(', ')}.</p>}
      </section>
      <section>
        <h3>Victory levels</h3>
        <ShareBar shares={outcomeShares(report, colourOf)} total={report.games} testId="analytics-outcomes" />
      </section>
      {report.sides.map((side) => (
        <section key={side.id} data-testid={`analytics-vp-${side.id}`}>
          <h3>
            {side.name} VP <span className="stat">mean {side.vp.mean} · {side.vp.min}–{side.vp.max}</span>
          </h3>
          <Histogram
            title={`${side.name} VP per game`}
            total={report.games}
            colour={colourOf(side.id)}
            bins={side.vp.histogram.map((b) => ({ label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`, games: b.games }))}
          />
        </section>
      ))}
      <section data-testid="analytics-length">
        <h3>
          Game length <span className="stat">ended on turn {report.turns.min === report.turns.max ? report.turns.min : `${report.turns.min}–${report.turns.max}, mean ${report.turns.mean}`}</span>
        </h3>
        <Histogram title="Games by the turn they ended in" total={report.games} colour="#1f6f78" bins={report.turns.histogram.map((b) => ({ label: `T${b.turn}`, name: turnLabel(b.turn), games: b.games }))} />
      </section>
      <section>
        <h3>Arrivals</h3>
        <table className="analytics-arrivals" data-testid="analytics-arrivals">
          <thead>
            <tr>
              <th>Contingent</th>
              <th>Came</th>
              <th>Turn</th>
              <th aria-label="Games per turn" />
            </tr>
          </thead>
          <tbody>
            {report.arrivals.map((c) => {
              const top = Math.max(1, ...c.histogram.map((b) => b.games));
              return (
                <tr key={c.id} data-contingent={c.id}>
                  <td title={c.name}>
                    <i className="swatch" style={{ background: colourOf(c.sideId) }} />
                    {c.code}
                  </td>
                  <td>{percentText(c.games, report.games)}</td>
                  <td>{c.games === 0 ? '—' : c.turn.min === c.turn.max ? c.turn.min : `${c.turn.mean} (${c.turn.min}–${c.turn.max})`}</td>
                  <td className="spark">
                    {c.histogram.map((b) => (
                      <span key={b.turn} style={{ height: `${(b.games / top) * 100}%` }} title={`${turnLabel(b.turn)}: ${n(b.games)} games`} />
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section data-testid="analytics-eliminations">
        <h3>
          Eliminations <span className="stat">{n(report.eliminations.total)} units in {report.eliminations.hexes.length} hexes</span>
        </h3>
        <SelectField
          label="Heat map on the map"
          value={heatValue}
          options={heatOptions}
          testId="analytics-heat"
          onChange={(v) => store.setHeat((v === 'off' || v === 'all' ? { kind: v } : { kind: 'side', sideId: v.slice(5) }) as HeatChoice)}
        />
        {most > 0 && (
          <div className="heat-legend" data-testid="heat-legend">
            {heatLegend(most).map((step) => (
              <span key={step.colour}>
                <i style={{ background: step.colour }} />
                {n(step.from)}+
              </span>
            ))}
            <span className="muted">units eliminated in the hex</span>
          </div>
        )}
        <ol className="heat-busiest">
          {busiest.map((h) => (
            <li key={`${h.col},${h.row}`}>
              <button type="button" className="link" onClick={() => showOnMap(h)} title="Show it on the map">
                {label(h)}
              </button>
              <span>{n(h.units)} units</span>
              <span className="muted">{(h.units / report.games).toFixed(2)} per game</span>
            </li>
          ))}
        </ol>
      </section>
      <button type="button" data-testid="analytics-save" onClick={() => downloadText(`${project.info.title || 'scenario'}-bot-games.json`, `${JSON.stringify(report, null, 2)}\n`, 'application/json')}>
        Save the report (JSON)
      </button>
    </div>
  );
});

/**
 * The balance panel beside a map: run N bot games, then their results, with the elimination heat map drawn on
 * `target`'s map (the editor's, or the play-test board's when the panel is opened from play-test).
 */
export const AnalyticsPanel = observer(function AnalyticsPanel({ app, target }: { app: AppStore; target: EditorStore }) {
  const store = analyticsFor(app);
  useEffect(
    () =>
      reaction(
        () => (store.open && store.currentReport ? heatHexes(store.currentReport, store.heat) : null),
        (hexes) => target.setOverlay(hexes && hexes.length > 0 ? heatOverlay(hexes) : null),
        { fireImmediately: true },
      ),
    [target, store],
  );
  useEffect(() => () => target.setOverlay(null), [target]);
  const project = app.project;
  if (!store.open || !project) return null;
  const report = store.currentReport;
  return (
    <aside className="analytics-panel" aria-label="Balance: bot games" data-testid="analytics-panel">
      <header>
        <h2>Balance: bot games</h2>
        <button type="button" className="close" aria-label="Close the balance panel" title="Close" onClick={() => store.close()}>
          ×
        </button>
      </header>
      <RunForm store={store} project={project} report={(m) => app.notice(m)} />
      {report ? <Results app={app} store={store} project={project} report={report} target={target} /> : <p className="muted small">No games played yet for this project.</p>}
    </aside>
  );
});
