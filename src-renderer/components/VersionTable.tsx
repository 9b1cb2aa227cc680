import type { Versions } from '../../src-shared/api/contract-desktop';

/** The browser this page runs in, from its user agent (browser mode's About box names it instead of Electron's Chromium). */
export function browserName(userAgent: string): string {
  const match = /(Firefox|Edg|OPR|Chrome|Chromium)\/([\d.]+)/.exec(userAgent) ?? /Version\/([\d.]+).*(Safari)/.exec(userAgent);
  if (!match) return 'unknown';
  const [name, version] = match[2] === 'Safari' ? ['Safari', match[1]] : [match[1], match[2]];
  return `${{ Edg: 'Edge', OPR: 'Opera' }[name] ?? name} ${version}`;
}

/** Atoll, Electron, Chromium, Node and SQLite: what a bug report needs. */
export function VersionTable({ versions }: { versions: Versions | null }) {
  if (!versions) return <p className="muted">Reading the versions…</p>;
  const rows: [string, string][] = [
    ['Atoll', versions.atoll],
    ['Electron', versions.electron ?? 'not used (browser mode)'],
    [versions.chromium ? 'Chromium' : 'Browser', versions.chromium ?? browserName(navigator.userAgent)],
    ['Node', versions.node],
    ['SQLite', versions.sqlite],
  ];
  return (
    <table className="versions" data-testid="about-versions">
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
