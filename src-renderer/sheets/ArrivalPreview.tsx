import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContingentPreview } from '../../src-shared/scenario/arrival-preview';
import { ArrivalChart, MarkerShape, previewColour, previewMarker } from './ArrivalChart';
import { useArrivalPreview } from '../workers/arrival-preview-client';
import { CheckField, Section } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';

/** Contingents whose curves are the same at every turn: drawn apart by a few pixels, and named here. */
function sameCurves(lines: readonly ContingentPreview[], codes: ReadonlyMap<string, string>): string[][] {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const key = (line.turns ?? []).map((t) => t.arrived.exact).join('|');
    groups.set(key, [...(groups.get(key) ?? []), codes.get(line.contingentId) ?? line.contingentId]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

type SideProps = {
  sideId: string;
  name: string;
  lines: ContingentPreview[];
  labels: string[];
  codes: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
};

/** One side's chart, its legend and its table; hovering a legend entry, a line or a table row picks out that line. */
function SidePreview({ sideId, name, lines, labels, codes, names }: SideProps) {
  const [highlight, setHighlight] = useState<string | null>(null);
  const same = sameCurves(lines, codes);
  return (
    <div className="preview-side" data-testid={`preview-side-${sideId}`}>
      <h4>{name}</h4>
      <ul className="preview-legend" aria-label={`${name}: contingents`}>
        {lines.map((line, k) => (
          <li
            key={line.contingentId}
            data-legend={codes.get(line.contingentId)}
            className={highlight === line.contingentId ? 'active' : ''}
            onMouseEnter={() => setHighlight(line.contingentId)}
            onMouseLeave={() => setHighlight(null)}
          >
            <svg width="26" height="12" aria-hidden>
              <line x1="1" x2="25" y1="6" y2="6" stroke={previewColour(k)} strokeWidth="2" strokeDasharray={k % 2 === 1 ? '7 3' : undefined} />
              <MarkerShape kind={previewMarker(k)} x={13} y={6} colour={previewColour(k)} />
            </svg>
            <strong style={{ color: previewColour(k) }}>{codes.get(line.contingentId)}</strong> <span className="muted">{names.get(line.contingentId)}</span>
          </li>
        ))}
      </ul>
      {same.length > 0 && (
        <p className="muted hint" data-testid="preview-same">
          {same.map((g) => `${g.slice(0, -1).join(', ')} and ${g[g.length - 1]}`).join('; ')} arrive alike at every turn: their lines are drawn a few pixels apart.
        </p>
      )}
      <ArrivalChart lines={lines} labels={labels} codes={codes} highlight={highlight} onHighlight={setHighlight} />
      <table className="sheet-table preview-table">
        <thead>
          <tr>
            <th>Contingent</th>
            {labels.map((l, i) => (
              <th key={i}>{l}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, k) => (
            <tr
              key={line.contingentId}
              data-testid={`preview-${codes.get(line.contingentId)}`}
              className={highlight === line.contingentId ? 'selected' : ''}
              onMouseEnter={() => setHighlight(line.contingentId)}
              onMouseLeave={() => setHighlight(null)}
            >
              <td style={{ color: previewColour(k), fontWeight: 600 }}>{codes.get(line.contingentId)}</td>
              {(line.turns ?? []).map((t, i) => (
                <td key={i} title={t.arrived.exact}>
                  {(t.arrived.value * 100).toFixed(t.arrived.value === 0 || t.arrived.value === 1 ? 0 : 1)}%
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** For each side: the exact chance that each contingent has arrived by the end of each turn. */
export const ArrivalPreview = observer(function ArrivalPreview({ project }: { project: DocumentStore }) {
  const [assumeOccupies, setAssume] = useState(false);
  const turns = project.list('turns');
  const doc = {
    turns, dieTables: project.list('dieTables'), arrivals: project.list('arrivals'), contingents: project.list('contingents'),
    units: project.list('units'), sides: project.list('sides'),
  };
  const key = JSON.stringify(doc);
  // Exact previews of big tables take a moment: computed in a worker, only when the inputs change.
  const { preview, computing, error } = useArrivalPreview(key, doc, assumeOccupies);
  const codes = new Map(doc.contingents.map((c) => [c.id, c.code]));
  const names = new Map(doc.contingents.map((c) => [c.id, c.name]));
  const labels = [...turns].sort((a, b) => a.index - b.index).map((t) => t.label || String(t.index));
  return (
    <Section title="Arrival preview" testId="arrival-preview">
      <p className="muted hint">
        Exact probabilities: the dice distributions are enumerated exactly and the turns are chained as a Markov chain over which
        contingents have arrived, with fractions kept exact (hover a point for the fraction).
      </p>
      <CheckField label="Assume the “occupies hexes” conditions are met" value={assumeOccupies} onChange={setAssume} />
      {computing && (
        <p className="muted hint" data-testid="preview-computing">
          Computing…
        </p>
      )}
      {error && <p className="error-message">The preview could not be computed: {error}</p>}
      {turns.length === 0 && <p className="muted">Add turns to see when contingents arrive.</p>}
      {preview &&
        turns.length > 0 &&
        doc.sides.map((side) => {
          const lines = preview.contingents.filter((c) => c.sideId === side.id && c.turns);
          if (lines.length === 0) return null;
          return <SidePreview key={side.id} sideId={side.id} name={side.name} lines={lines} labels={labels} codes={codes} names={names} />;
        })}
      {preview && preview.assumptions.length > 0 && (
        <ul className="hint muted">
          {preview.assumptions.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      )}
      {preview?.exceeded.map((e, i) => (
        <p key={i} className="error-message">
          Too many combinations to compute exactly for {e.contingentIds.map((c) => codes.get(c)).join(', ')} ({e.states} states, limit {e.limit}).
        </p>
      ))}
    </Section>
  );
});
