import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import type { ContingentPreview } from '../../src-shared/scenario/arrival-preview';

export const PREVIEW_COLOURS = ['#1f6f78', '#b0463c', '#8a6d1c', '#3d6b8f', '#6b4c9a', '#4a7a3a', '#a0522d', '#555555'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross'] as const;
type Marker = (typeof MARKERS)[number];

const H = 200;
const PAD = { left: 38, right: 14, top: 14, bottom: 26 };
/** Screen pixels between lines that would lie on one another (several contingents at 100 %). */
const SPREAD = 3.5;

export const previewColour = (k: number) => PREVIEW_COLOURS[k % PREVIEW_COLOURS.length];
export const previewMarker = (k: number): Marker => MARKERS[k % MARKERS.length];

/** A small marker shape, so that lines are told apart by shape as well as colour. */
export function MarkerShape({ kind, x, y, colour, r = 3.6 }: { kind: Marker; x: number; y: number; colour: string; r?: number }): ReactElement {
  switch (kind) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} fill={colour} />;
    case 'square':
      return <rect x={x - r * 0.9} y={y - r * 0.9} width={r * 1.8} height={r * 1.8} fill={colour} />;
    case 'triangle':
      return <polygon points={`${x},${y - r * 1.15} ${x + r * 1.1},${y + r * 0.8} ${x - r * 1.1},${y + r * 0.8}`} fill={colour} />;
    case 'down':
      return <polygon points={`${x},${y + r * 1.15} ${x + r * 1.1},${y - r * 0.8} ${x - r * 1.1},${y - r * 0.8}`} fill={colour} />;
    case 'diamond':
      return <polygon points={`${x},${y - r * 1.25} ${x + r * 1.1},${y} ${x},${y + r * 1.25} ${x - r * 1.1},${y}`} fill={colour} />;
    case 'cross':
      return <path d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`} stroke={colour} strokeWidth={2} />;
  }
}

/** Lines that share a point are spread a few pixels apart around it, so each one stays visible. */
export function spreadOffsets(lines: readonly ContingentPreview[]): number[][] {
  const turns = Math.max(0, ...lines.map((l) => l.turns?.length ?? 0));
  const offsets = lines.map(() => new Array<number>(turns).fill(0));
  for (let i = 0; i < turns; i++) {
    const groups = new Map<string, number[]>();
    lines.forEach((line, k) => {
      const point = line.turns?.[i];
      if (!point) return;
      const group = groups.get(point.arrived.exact) ?? [];
      group.push(k);
      groups.set(point.arrived.exact, group);
    });
    for (const group of groups.values()) group.forEach((k, j) => (offsets[k][i] = (j - (group.length - 1) / 2) * SPREAD));
  }
  return offsets;
}

/** The chart's width follows its box, so it uses the width the sheet gives it. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(560);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(320, Math.floor(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

type Props = {
  lines: readonly ContingentPreview[];
  labels: readonly string[];
  codes: ReadonlyMap<string, string>;
  /** The contingent whose line is drawn on top and bolder (hovered in the legend or the table). */
  highlight: string | null;
  onHighlight: (contingentId: string | null) => void;
};

export function ArrivalChart({ lines, labels, codes, highlight, onHighlight }: Props) {
  const [box, W] = useWidth();
  const n = labels.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i / (n - 1)) * (W - PAD.left - PAD.right));
  const y = (p: number) => PAD.top + (1 - p) * (H - PAD.top - PAD.bottom);
  const offsets = spreadOffsets(lines);
  const order = lines.map((line, k) => ({ line, k })).sort((a, b) => Number(a.line.contingentId === highlight) - Number(b.line.contingentId === highlight));
  return (
    <div className="preview-chart-box" ref={box}>
      <svg className="preview-chart" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label="Probability of arrival by turn">
        {[0, 0.25, 0.5, 0.75, 1].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} stroke="#ddd" />
            <text x={PAD.left - 6} y={y(p) + 3} textAnchor="end" fontSize="10" fill="#6e767a">
              {Math.round(p * 100)}%
            </text>
          </g>
        ))}
        {labels.map((label, i) => (
          <text key={i} x={x(i)} y={H - 10} textAnchor="middle" fontSize="10" fill="#6e767a">
            <title>{label}</title>
            {i + 1}
          </text>
        ))}
        <text x={W - PAD.right} y={H - 1} textAnchor="end" fontSize="10" fill="#6e767a">
          turn
        </text>
        {order.map(({ line, k }) => {
          const colour = previewColour(k);
          const turns = line.turns ?? [];
          const faded = highlight !== null && highlight !== line.contingentId;
          const at = (i: number, value: number) => ({ px: x(i), py: y(value) + offsets[k][i] });
          return (
            <g
              key={line.contingentId}
              data-line={codes.get(line.contingentId)}
              opacity={faded ? 0.25 : 1}
              onMouseEnter={() => onHighlight(line.contingentId)}
              onMouseLeave={() => onHighlight(null)}
            >
              <polyline
                fill="none"
                stroke={colour}
                strokeWidth={highlight === line.contingentId ? 3.5 : 2}
                strokeDasharray={k % 2 === 1 ? '7 3' : undefined}
                points={turns.map((t, i) => `${at(i, t.arrived.value).px},${at(i, t.arrived.value).py}`).join(' ')}
              />
              {turns.map((t, i) => {
                const { px, py } = at(i, t.arrived.value);
                return (
                  <g key={i}>
                    <MarkerShape kind={previewMarker(k)} x={px} y={py} colour={colour} />
                    <title>{`${codes.get(line.contingentId)} by ${t.label}: ${t.arrived.exact} ≈ ${(t.arrived.value * 100).toFixed(1)} %`}</title>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
