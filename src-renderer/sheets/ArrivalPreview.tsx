import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContingentPreview } from '../../src-shared/scenario/arrival-preview';
import { useArrivalPreview } from '../workers/arrival-preview-client';
import { CheckField, Section } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';

const W = 560;
const H = 180;
const PAD = { left: 36, right: 12, top: 10, bottom: 26 };
const COLOURS = ['#1f6f78', '#b0463c', '#8a6d1c', '#3d6b8f', '#6b4c9a', '#4a7a3a', '#a0522d', '#555555'];

function Chart({ lines, labels, codes }: { lines: ContingentPreview[]; labels: string[]; codes: Map<string, string> }) {
  const n = labels.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i / (n - 1)) * (W - PAD.left - PAD.right));
  const y = (p: number) => PAD.top + (1 - p) * (H - PAD.top - PAD.bottom);
  return (
    <svg className="preview-chart" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label="Probability of arrival by turn">
      {[0, 0.25, 0.5, 0.75, 1].map((p) => (
        <g key={p}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} stroke="#ddd" />
          <text x={PAD.left - 4} y={y(p) + 3} textAnchor="end" fontSize="9" fill="#6e767a">
            {Math.round(p * 100)}%
          </text>
        </g>
      ))}
      {labels.map((label, i) => (
        <text key={i} x={x(i)} y={H - 8} textAnchor="middle" fontSize="9" fill="#6e767a">
          <title>{label}</title>
          {i + 1}
        </text>
      ))}
      <text x={W - PAD.right} y={H} textAnchor="end" fontSize="9" fill="#6e767a">
        turn
      </text>
      {lines.map((line, k) => {
        const colour = COLOURS[k % COLOURS.length];
        const turns = line.turns ?? [];
        return (
          <g key={line.contingentId}>
            <polyline fill="none" stroke={colour} strokeWidth="2" points={turns.map((t, i) => `${x(i)},${y(t.arrived.value)}`).join(' ')} />
            {turns.map((t, i) => (
              <circle key={i} cx={x(i)} cy={y(t.arrived.value)} r="3" fill={colour}>
                <title>{`${codes.get(line.contingentId)} by ${t.label}: ${t.arrived.exact} ≈ ${(t.arrived.value * 100).toFixed(1)} %`}</title>
              </circle>
            ))}
          </g>
        );
      })}
    </svg>
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
          return (
            <div key={side.id} className="preview-side" data-testid={`preview-side-${side.id}`}>
              <h4>{side.name}</h4>
              <Chart lines={lines} labels={labels} codes={codes} />
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
                    <tr key={line.contingentId} data-testid={`preview-${codes.get(line.contingentId)}`}>
                      <td style={{ color: COLOURS[k % COLOURS.length], fontWeight: 600 }}>{codes.get(line.contingentId)}</td>
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
