import type { Option } from './PickSelect';
import { MAX_COPIES } from '../../src-shared/forces/copies';

type Props = {
  count: string;
  onCount: (text: string) => void;
  /** The designation of the one selected unit, copied when set; otherwise new units of the chosen type. */
  copyOf: string | null;
  types: readonly Option[];
  contingents: readonly Option[];
  typeId: string;
  contingentId: string;
  onType: (id: string) => void;
  onContingent: (id: string) => void;
  contingentFixed: boolean;
  onAdd: () => void;
};

/** "Add N": N copies of the selected unit, or N new units of a type and contingent, as one command. */
export function GridAddBar(p: Props) {
  const n = Number(p.count);
  const valid = Number.isInteger(n) && n >= 1 && n <= MAX_COPIES;
  const missing = !p.copyOf && (!p.typeId || !p.contingentId);
  return (
    <div className="grid-bar grid-add">
      <label className="grid-inline">
        Add
        <input
          type="number"
          min={1}
          max={MAX_COPIES}
          className={`grid-count-input${valid ? '' : ' grid-invalid'}`}
          data-testid="grid-add-count"
          aria-label="Number of units to add"
          value={p.count}
          onChange={(e) => p.onCount(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey || e.altKey)) e.stopPropagation();
            if (e.key === 'Enter' && valid && !missing) p.onAdd();
          }}
        />
      </label>
      {p.copyOf !== null ? (
        <span className="grid-add-what" data-testid="grid-add-what">
          {n === 1 ? 'copy' : 'copies'} of <strong>{p.copyOf}</strong>
        </span>
      ) : (
        <>
          <select className="grid-pick" data-testid="grid-new-type" aria-label="Type of the new units" value={p.typeId} onChange={(e) => p.onType(e.currentTarget.value)}>
            {p.types.length === 0 && <option value="">no unit types yet</option>}
            {p.types.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <span className="grid-muted">in</span>
          <select
            className="grid-pick"
            data-testid="grid-new-contingent"
            aria-label="Contingent of the new units"
            value={p.contingentId}
            disabled={p.contingentFixed}
            onChange={(e) => p.onContingent(e.currentTarget.value)}
          >
            {p.contingents.length === 0 && <option value="">no contingents yet</option>}
            {p.contingents.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </>
      )}
      <button
        type="button"
        className="grid-button grid-primary"
        data-testid="grid-add-n"
        disabled={!valid || missing}
        title={!valid ? `Add 1 to ${MAX_COPIES} units at a time` : missing ? 'Create a unit type and a contingent first' : undefined}
        onClick={p.onAdd}
      >
        Add
      </button>
    </div>
  );
}
