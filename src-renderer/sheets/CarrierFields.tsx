import { observer } from 'mobx-react-lite';
import { CARRIER_MEASURE_NAMES, CARRIER_MEASURES, defaultCarrier, UNIT_CLASSES, type Carrier, type UnitType } from '../../src-shared/model';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { MultiPick } from './MultiPick';

type Props = { project: DocumentStore; type: UnitType; put: (next: UnitType, what: string) => void; report: (m: string) => void };

/** A unit type as a carrier (transport): what it carries, how much, and what loading and unloading cost it. Each change is one undo step. */
export const CarrierFields = observer(function CarrierFields({ project, type, put, report }: Props) {
  const carrier = type.carrier;
  const setCarrier = (next: Carrier, what: string) => put({ ...type, carrier: next }, what);
  const toggle = (on: boolean) => {
    if (on) return put({ ...type, carrier: defaultCarrier() }, 'Carrier');
    const { carrier: _dropped, ...rest } = type;
    put(rest, 'Carrier');
  };
  // The catalog's classes and every class the scenario's unit types use, each once (any case).
  const seen = new Set<string>();
  // The carrier's own spelling first, so a chosen class shows as chosen.
  const classes = [
    ...(carrier?.classes ?? []).map((c) => ({ value: c, label: UNIT_CLASSES.find((k) => k.id === c.toLowerCase())?.label ?? c })),
    ...UNIT_CLASSES.map((c) => ({ value: c.id, label: c.label })),
    ...project.list('unitTypes').map((t) => ({ value: t.unitClass, label: t.unitClass })),
  ].filter((o) => o.value.trim() !== '' && !seen.has(o.value.toLowerCase()) && seen.add(o.value.toLowerCase()));
  return (
    <div className="carrier-fields" data-testid="type-carrier">
      <CheckField label="Carrier (carries other units)" value={carrier !== undefined} testId="type-carrier-on" onChange={toggle} />
      {carrier && (
        <>
          <div className="field-row">
            <NumberField label="Capacity" value={carrier.capacity} min={1} max={99} report={report} testId="type-carrier-capacity" onCommit={(n) => setCarrier({ ...carrier, capacity: n ?? 1 }, 'Carrier capacity')} />
            <SelectField
              label="Counted in"
              value={carrier.measure}
              options={CARRIER_MEASURES.map((m) => ({ value: m, label: CARRIER_MEASURE_NAMES[m] }))}
              testId="type-carrier-measure"
              onChange={(measure) => setCarrier({ ...carrier, measure }, 'Carrier capacity measure')}
            />
            <NumberField label="Load cost (MP)" value={carrier.loadMp} min={0} max={99} report={report} testId="type-carrier-load" onCommit={(n) => setCarrier({ ...carrier, loadMp: n ?? 0 }, 'Load cost')} />
            <NumberField label="Unload cost (MP)" value={carrier.unloadMp} min={0} max={99} report={report} testId="type-carrier-unload" onCommit={(n) => setCarrier({ ...carrier, unloadMp: n ?? 0 }, 'Unload cost')} />
          </div>
          <MultiPick
            label="Carries"
            chosen={carrier.classes}
            options={classes}
            testId="type-carrier-classes"
            onChange={(chosen) => (chosen.length === 0 ? report('A carrier carries at least one class of units.') : setCarrier({ ...carrier, classes: chosen }, 'Classes carried'))}
          />
        </>
      )}
    </div>
  );
});
