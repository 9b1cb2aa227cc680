import { observer } from 'mobx-react-lite';
import type { Contingent } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { ColourField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { deleteRecords, freshId, pathAttrs, putRecord, sidesInOrder } from './edit';
import { useStableOrder } from './stable-order';

const byCode = (a: Contingent, b: Contingent) => a.code.localeCompare(b.code) || a.id.localeCompare(b.id);

type Props = { project: DocumentStore; selected: string | null; onSelect: (id: string | null) => void; report: (m: string) => void };

/** Contingents grouped by side; choosing one filters the units grid. Rows keep their place while edited. */
export const ContingentsSection = observer(function ContingentsSection({ project, selected, onSelect, report }: Props) {
  const sides = sidesInOrder(project);
  const contingents = useStableOrder(project.list('contingents'), byCode);
  const units = project.list('units');
  const put = (c: Contingent, what: string) => putRecord(project, `${what} of contingent ${c.code}`, 'contingents', c);
  const add = () => {
    const side = sides[0];
    if (!side) return report('Add a side first');
    const id = freshId(project, 'contingents', 'con');
    void putRecord(project, 'Add contingent', 'contingents', {
      id, code: `C${contingents.length + 1}`, name: 'New contingent', sideId: side.id, colours: { background: side.colour, text: '#ffffff' },
    });
    onSelect(id);
  };
  const remove = (c: Contingent) => {
    const count = units.filter((u) => u.contingentId === c.id).length;
    if (count > 0) return report(`Contingent ${c.code} still has ${count} unit${count === 1 ? '' : 's'}; delete or move them first`);
    void deleteRecords(project, `Delete contingent ${c.code}`, 'contingents', [c.id]);
    if (selected === c.id) onSelect(null);
  };
  return (
    <Section title="Contingents" testId="contingents-section" actions={<button data-testid="contingent-add" onClick={add}>Add contingent</button>}>
      <table className="sheet-table">
        <thead>
          <tr>
            <th>Code</th>
            <th>Name</th>
            <th>Side</th>
            <th>Colours</th>
            <th>Units</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {contingents.map((c, i) => (
            <tr key={c.id} className={selected === c.id ? 'selected' : ''} data-testid={`contingent-${i}`} {...pathAttrs(project, 'contingents', c.id)} onClick={() => onSelect(c.id)}>
              <td className="narrow">
                <CommitField label="" value={c.code} maxLength={12} testId={`contingent-${i}-code`} onCommit={(code) => put({ ...c, code }, 'Code')} />
              </td>
              <td>
                <CommitField label="" value={c.name} testId={`contingent-${i}-name`} onCommit={(name) => put({ ...c, name }, 'Name')} />
              </td>
              <td>
                <SelectField
                  label=""
                  value={c.sideId}
                  options={sides.map((s) => ({ value: s.id, label: s.name }))}
                  testId={`contingent-${i}-side`}
                  onChange={(sideId) => put({ ...c, sideId }, 'Side')}
                />
              </td>
              <td className="colours">
                <ColourField label="" value={c.colours.background} onChange={(background) => put({ ...c, colours: { ...c.colours, background } }, 'Colour')} />
                <ColourField label="" value={c.colours.text} onChange={(text) => put({ ...c, colours: { ...c.colours, text } }, 'Text colour')} />
              </td>
              <td className="count">{units.filter((u) => u.contingentId === c.id).length}</td>
              <td>
                <button className="link danger" title="Delete contingent" onClick={() => remove(c)}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {contingents.length === 0 && <p className="muted">No contingents yet.</p>}
    </Section>
  );
});
