import { observer } from 'mobx-react-lite';
import type { PanelTab, Question } from '../stores/app-store';
import { SheetToc, TocProvider } from '../components/Section';
import type { DocumentStore } from '../stores/document-store';
import { ChartsSheet } from './ChartsSheet';
import { ForcesSheet } from './ForcesSheet';
import { ReinforcementsSheet } from './ReinforcementsSheet';
import { RulesSheet } from './RulesSheet';
import { SetupSheet } from './SetupSheet';
import { TurnsSheet } from './TurnsSheet';
import { VictorySheet } from './VictorySheet';

type Props = { tab: PanelTab; project: DocumentStore; report: (m: string) => void; ask: (question: Question) => Promise<string> };

export const SheetView = observer(function SheetView({ tab, project, report, ask }: Props) {
  const sheet =
    tab === 'forces' ? <ForcesSheet project={project} report={report} />
    : tab === 'setup' ? <SetupSheet project={project} report={report} />
    : tab === 'turns' ? <TurnsSheet project={project} report={report} ask={ask} />
    : tab === 'reinforcements' ? <ReinforcementsSheet project={project} report={report} />
    : tab === 'victory' ? <VictorySheet project={project} report={report} />
    : tab === 'rules' ? <RulesSheet project={project} report={report} />
    : tab === 'charts' ? <ChartsSheet project={project} report={report} />
    : null;
  return (
    <div className="sheet-view">
      <TocProvider>
        <SheetToc />
        {sheet}
      </TocProvider>
    </div>
  );
});
