/** Small SVG charts of the balance panel: a histogram of games per bin, and a bar of shares. */

/** `label` under the column; `name`, when given, in its tooltip instead. */
export type Bin = { readonly label: string; readonly games: number; readonly name?: string };

const percent = (n: number, total: number) => (total > 0 ? (n / total) * 100 : 0);
export const percentText = (n: number, total: number) => {
  const p = percent(n, total);
  return p === 0 ? '0 %' : p < 0.1 ? '< 0.1 %' : `${p < 10 ? p.toFixed(1) : Math.round(p)} %`;
};

/** Games per bin as columns, the count above each and the bin below; `colour` fills the columns. */
export function Histogram({ bins, total, colour, testId, title }: { bins: readonly Bin[]; total: number; colour: string; testId?: string; title: string }) {
  const most = Math.max(1, ...bins.map((b) => b.games));
  const width = 360;
  const height = 112;
  const top = 14;
  const bottom = 18;
  const step = width / Math.max(1, bins.length);
  const bar = Math.max(2, step * 0.78);
  return (
    <svg className="histogram" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} data-testid={testId}>
      <line x1={0} x2={width} y1={height - bottom + 0.5} y2={height - bottom + 0.5} stroke="#b9b2a2" />
      {bins.map((b, i) => {
        const h = ((height - top - bottom) * b.games) / most;
        const x = i * step + (step - bar) / 2;
        return (
          <g key={b.label}>
            <title>{`${b.name ?? b.label}: ${b.games.toLocaleString('en')} games (${percentText(b.games, total)})`}</title>
            <rect x={x} y={height - bottom - h} width={bar} height={h} fill={colour} rx={1.5} />
            {b.games > 0 && step >= 22 && (
              <text x={x + bar / 2} y={height - bottom - h - 3} textAnchor="middle" className="histogram-count">
                {b.games.toLocaleString('en')}
              </text>
            )}
            {(step >= 26 || i % Math.ceil(26 / step) === 0) && (
              <text x={x + bar / 2} y={height - 4} textAnchor="middle" className="histogram-label">
                {b.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export type Share = { readonly key: string; readonly label: string; readonly games: number; readonly colour: string };

/** One bar split into shares of the games, with a legend line per share. */
export function ShareBar({ shares, total, testId }: { shares: readonly Share[]; total: number; testId?: string }) {
  const shown = shares.filter((s) => s.games > 0);
  return (
    <div className="share-bar" data-testid={testId}>
      <div className="share-track" role="img" aria-label={shown.map((s) => `${s.label} ${percentText(s.games, total)}`).join(', ')}>
        {shown.map((s) => (
          <span key={s.key} style={{ width: `${percent(s.games, total)}%`, background: s.colour }} title={`${s.label}: ${s.games.toLocaleString('en')} games`} />
        ))}
      </div>
      <ul className="share-legend">
        {shown.map((s) => (
          <li key={s.key} data-share={s.key}>
            <i style={{ background: s.colour }} />
            <span>{s.label}</span>
            <b>{percentText(s.games, total)}</b>
            <small>{s.games.toLocaleString('en')}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
