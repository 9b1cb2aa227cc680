import { observer } from 'mobx-react-lite';
import { COLLECTION_NAMES, DOCUMENT_FORMAT, DOCUMENT_VERSION, type ScenarioDocument } from '../../src-shared/model';
import { checkScenario } from '../../src-shared/validate';
import type { DocumentStore } from '../stores/document-store';

function snapshot(project: DocumentStore): ScenarioDocument {
  void project.hexVersion;
  const doc = { format: DOCUMENT_FORMAT, version: DOCUMENT_VERSION, ...project.singletons, hexes: [] } as unknown as ScenarioDocument;
  for (const name of COLLECTION_NAMES) (doc as unknown as Record<string, unknown>)[name] = project.list(name);
  return doc;
}

/** The live problem list; the same checker runs in `npm run atoll -- check`. */
export const CheckerTab = observer(function CheckerTab({ project }: { project: DocumentStore }) {
  const problems = checkScenario(snapshot(project));
  return (
    <div className="tab-body" data-testid="checker-tab">
      {problems.length === 0 ? (
        <p className="muted">No problems found.</p>
      ) : (
        <ul className="problems">
          {problems.map((p, i) => (
            <li key={i} className={p.severity}>
              <strong>{p.severity}</strong> {p.message} <code>{p.path}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
