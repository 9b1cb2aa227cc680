import { flashHex } from './hex-flash';
import { jumpToPath } from './jump-to-path';
import { observer } from 'mobx-react-lite';
import { COLLECTION_NAMES, DOCUMENT_FORMAT, DOCUMENT_VERSION, type ScenarioDocument } from '../../src-shared/model';
import { checkScenario, type Problem } from '../../src-shared/validate';
import type { AppStore, PanelTab } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';

export function documentSnapshot(project: DocumentStore): ScenarioDocument {
  void project.hexVersion;
  const hexes = [];
  const { grid } = project;
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++)
      if (!grid.isDefault(col, row)) hexes.push({ col, row, terrain: grid.terrainAt(col, row), elevation: grid.elevation[row * grid.cols + col] });
  const doc = { format: DOCUMENT_FORMAT, version: DOCUMENT_VERSION, ...project.singletons, hexes } as unknown as ScenarioDocument;
  for (const name of COLLECTION_NAMES) (doc as unknown as Record<string, unknown>)[name] = project.list(name);
  return doc;
}

/** Which editor a JSON path belongs to, so a problem can take the user there. */
export function tabOfPath(path: string): PanelTab {
  const chart = /^\$\.ruleset\.(\w+)/.exec(path)?.[1];
  if (chart !== undefined && chart !== 'modules' && chart !== 'stacking') return 'charts';
  const top = /^\$\.([A-Za-z]+)(?:\[\d+\]\.?([A-Za-z]+)?)?/.exec(path);
  const [, collection, field] = top ?? [];
  if (collection === 'units' && field === 'setup') return 'setup';
  if (collection === 'sides' && field === 'arrivalOrder') return 'reinforcements';
  switch (collection) {
    case 'sides':
    case 'contingents':
    case 'unitTypes':
    case 'units':
    case 'strikes':
      return 'forces';
    case 'turns':
      return 'turns';
    case 'arrivals':
    case 'dieTables':
      return 'reinforcements';
    case 'victory':
    case 'features':
      return 'victory';
    case 'ruleset':
    case 'cpBonuses':
    case 'specialRules':
      return 'rules';
    case 'info':
      return 'scenario';
    default:
      return 'map';
  }
}

type Props = {
  app: AppStore;
  project: DocumentStore;
  only?: PanelTab;
  /** Called before a click takes the user to the problem (play-test leaves its screen for the editor first). */
  onJump?: () => void;
};

/** The live problem list; the same checker runs in `npm run atoll -- check`. A click goes to the problem: its hex
 *  on the map when it has one, otherwise the editor that holds it. */
export const ProblemList = observer(function ProblemList({ app, project, only, onJump }: Props) {
  const all = checkScenario(documentSnapshot(project));
  const problems = only ? all.filter((p) => tabOfPath(p.path) === only) : all;
  const go = (p: Problem) => {
    onJump?.();
    if (p.hex && app.editor.view) {
      if (only) app.setTab('checker');
      app.editor.view.centreOn(p.hex);
      flashHex(app.editor, p.hex);
    } else {
      app.setTab(tabOfPath(p.path));
      void jumpToPath(p.path);
    }
  };
  if (problems.length === 0) return <p className="muted">{only ? 'No problems in this part of the scenario.' : 'No problems found.'}</p>;
  return (
    <ul className="problems" data-testid="problem-list">
      {problems.map((p, i) => (
        <li key={i} className={p.severity}>
          <button className="problem" title={p.path} onClick={() => go(p)}>
            <strong>{p.severity}</strong> {p.message}
          </button>
        </li>
      ))}
    </ul>
  );
});
