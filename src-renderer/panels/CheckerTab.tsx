import { observer } from 'mobx-react-lite';
import type { AppStore } from '../stores/app-store';
import type { DocumentStore } from '../stores/document-store';
import { ProblemList } from './ProblemList';

export const CheckerTab = observer(function CheckerTab({ app, project }: { app: AppStore; project: DocumentStore }) {
  return (
    <div className="tab-body" data-testid="checker-tab">
      <ProblemList app={app} project={project} />
    </div>
  );
});
