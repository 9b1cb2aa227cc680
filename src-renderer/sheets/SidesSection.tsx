import { observer } from 'mobx-react-lite';
import { makeSide, SIDE_ROLES, type Side } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { ColourField, NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { bySetupOrder, deleteRecords, freshId, pathAttrs, putRecord } from './edit';
import { useStableOrder } from './stable-order';

type Props = { project: DocumentStore; report: (m: string) => void };

/** One card per side, in set-up order; a card keeps its place while edited (its set-up order included). */
export const SidesSection = observer(function SidesSection({ project, report }: Props) {
  const sides = useStableOrder(project.list('sides'), bySetupOrder);
  const put = (side: Side, what: string) => putRecord(project, `${what} of side ${side.name}`, 'sides', side);
  const add = () => {
    const id = freshId(project, 'sides', 'side');
    void putRecord(project, 'Add side', 'sides', makeSide({ id, name: `Side ${sides.length + 1}`, colour: '#6b6b6b', role: 'other', setupOrder: sides.length + 1 }));
  };
  const remove = (side: Side) => {
    const used = project.list('contingents').filter((c) => c.sideId === side.id).length;
    if (used > 0) return report(`Side ${side.name} still has ${used} contingent${used === 1 ? '' : 's'}; move or delete them first`);
    void deleteRecords(project, `Delete side ${side.name}`, 'sides', [side.id]);
  };
  return (
    <Section title="Sides" testId="sides-section" actions={<button data-testid="side-add" onClick={add}>Add side</button>}>
      <div className="card-list">
        {sides.map((side, i) => (
          <div key={side.id} className="card side-card" style={{ borderLeftColor: side.colour }} data-testid={`side-${i}`} {...pathAttrs(project, 'sides', side.id)}>
            <CommitField label="Name" value={side.name} testId={`side-${i}-name`} onCommit={(name) => put({ ...side, name }, 'Name')} />
            <div className="field-row">
              <ColourField label="Colour" value={side.colour} testId={`side-${i}-colour`} onChange={(colour) => put({ ...side, colour }, 'Colour')} />
              <SelectField
                label="Role"
                value={side.role}
                options={SIDE_ROLES.map((r) => ({ value: r, label: r }))}
                testId={`side-${i}-role`}
                onChange={(role) => put({ ...side, role }, 'Role')}
              />
              <NumberField label="Sets up" value={side.setupOrder} min={0} max={20} report={report} testId={`side-${i}-order`} onCommit={(n) => put({ ...side, setupOrder: n ?? 0 }, 'Set-up order')} />
            </div>
            <button className="link danger" onClick={() => remove(side)}>Delete side</button>
          </div>
        ))}
      </div>
    </Section>
  );
});
