import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { UnitType } from '../../src-shared/model';
import { Section } from '../components/fields';
import { CounterPreview } from '../counters/CounterPreview';
import { UnitsGrid } from '../forces/UnitsGrid';
import type { DocumentStore } from '../stores/document-store';
import { ContingentsSection } from './ContingentsSection';
import { SidesSection } from './SidesSection';
import { StrikesSection } from './StrikesSection';
import { UnitTypesSection } from './UnitTypesSection';

type Props = { project: DocumentStore; report: (m: string) => void };

/** Sides, contingents, unit types with their counters, strike markers and the units grid. */
export const ForcesSheet = observer(function ForcesSheet({ project, report }: Props) {
  const [contingentId, setContingentId] = useState<string | null>(null);
  const preview = (type: UnitType) => {
    const unit = project.list('units').find((u) => u.typeId === type.id && (!contingentId || u.contingentId === contingentId)) ?? project.list('units').find((u) => u.typeId === type.id);
    const contingent = project.getRecord('contingents', unit?.contingentId ?? contingentId ?? '') ?? project.list('contingents')[0];
    const side = contingent && project.getRecord('sides', contingent.sideId);
    return <CounterPreview subject={{ kind: 'unit', unitType: type, designation: unit?.designation ?? '1', contingent: contingent ?? null, side: side ?? null }} />;
  };
  return (
    <div className="sheet" data-testid="forces-sheet">
      <div className="sheet-columns">
        <SidesSection project={project} report={report} />
        <ContingentsSection project={project} selected={contingentId} onSelect={setContingentId} report={report} />
      </div>
      <UnitTypesSection project={project} report={report} preview={preview} />
      <Section
        title={contingentId ? `Units of ${project.getRecord('contingents', contingentId)?.code ?? ''}` : 'Units'}
        testId="units-section"
        actions={contingentId && <button onClick={() => setContingentId(null)}>Show all units</button>}
      >
        <UnitsGrid project={project} report={report} filterContingentId={contingentId ?? undefined} />
      </Section>
      <StrikesSection project={project} report={report} />
    </div>
  );
});
