import { SETUP_CHOICES, type SetupChoice, type UnitPatch, setupOf } from './grid-edits';
import { PickSelect, type Option } from './PickSelect';

type Props = {
  count: number;
  types: readonly Option[];
  contingents: readonly Option[];
  /** Units whose type is a carrier (transport): the selected units may be set up aboard one. */
  carriers: readonly Option[];
  onPatch: (patch: UnitPatch, what: string) => void;
  onDelete: () => void;
  onClear: () => void;
};

const HIDDEN_OPTIONS: Option[] = [
  { value: 'yes', label: 'Hidden' },
  { value: 'no', label: 'Not hidden' },
];
const SETUP_OPTIONS: Option[] = SETUP_CHOICES.map((c) => ({ value: c, label: c === 'none' ? 'Not set' : 'Reinforcement' }));

/** Edits every selected row at once; each pick is one command (one undo step). Always shown (disabled when
 *  nothing is selected), so selecting a row does not push the rows down under the pointer. */
const NOT_ABOARD = '';

export function GridBulkBar({ count, types, contingents, carriers, onPatch, onDelete, onClear }: Props) {
  const name = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <div className={`grid-bar grid-bulk${count ? ' grid-bulk-active' : ''}`} data-testid="grid-bulk">
      <span className="grid-bulk-count" data-testid="grid-selection-count">
        {count ? `${count} selected` : 'None selected'}
      </span>
      <PickSelect label="Type…" testId="grid-bulk-type" disabled={!count} options={types} onPick={(v) => onPatch({ typeId: v }, `type ${name(types, v)}`)} />
      <PickSelect
        label="Contingent…"
        testId="grid-bulk-contingent"
        disabled={!count}
        options={contingents}
        onPick={(v) => onPatch({ contingentId: v }, `contingent ${name(contingents, v)}`)}
      />
      <PickSelect
        label="Set-up…"
        testId="grid-bulk-setup"
        disabled={!count}
        options={SETUP_OPTIONS}
        onPick={(v) => onPatch({ setup: setupOf(v as SetupChoice) }, `set-up ${name(SETUP_OPTIONS, v).toLowerCase()}`)}
      />
      <PickSelect label="Hidden…" testId="grid-bulk-hidden" disabled={!count} options={HIDDEN_OPTIONS} onPick={(v) => onPatch({ hidden: v === 'yes' }, v === 'yes' ? 'hidden' : 'not hidden')} />
      {carriers.length > 0 && (
        <PickSelect
          label="Aboard…"
          testId="grid-bulk-aboard"
          disabled={!count}
          options={[{ value: NOT_ABOARD, label: 'Not aboard' }, ...carriers]}
          onPick={(v) => onPatch({ aboard: v === NOT_ABOARD ? undefined : v }, v === NOT_ABOARD ? 'not aboard' : `aboard ${name(carriers, v)}`)}
        />
      )}
      <button type="button" className="grid-button grid-danger" data-testid="grid-bulk-delete" disabled={!count} onClick={onDelete}>
        Delete
      </button>
      {count > 0 && (
        <button type="button" className="grid-button grid-link" data-testid="grid-bulk-clear" onClick={onClear}>
          Clear
        </button>
      )}
    </div>
  );
}
