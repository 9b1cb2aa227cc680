import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Area, Change, Setup, Side, Unit } from '../../src-shared/model';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { AreaEditor, describeArea } from './AreaEditor';
import { omit, putRecord, sidesInOrder } from './edit';
import { MultiPick } from './MultiPick';

type Props = { project: DocumentStore; report: (m: string) => void };

function describeSetup(setup: Setup, project: DocumentStore): string {
  switch (setup.kind) {
    case 'none':
      return 'no set-up yet';
    case 'area':
      return describeArea(setup.area, project);
    case 'rule':
      return `by rule: ${setup.text}`;
    case 'reinforcement':
      return 'arrives as a reinforcement';
  }
}

/** Units of a side grouped by identical set-up; editing a group's area sets it for all of its units in one step. */
function setupGroups(units: Unit[]): { key: string; setup: Setup; units: Unit[] }[] {
  const groups = new Map<string, { key: string; setup: Setup; units: Unit[] }>();
  for (const u of units) {
    const key = JSON.stringify(u.setup);
    const group = groups.get(key) ?? { key, setup: u.setup, units: [] };
    group.units.push(u);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const SideSetup = observer(function SideSetup({ project, side, report, index }: Props & { side: Side; index: number }) {
  const contingents = project.list('contingents').filter((c) => c.sideId === side.id);
  const units = project.list('units').filter((u) => contingents.some((c) => c.id === u.contingentId));
  const [target, setTarget] = useState('');
  const put = (next: Side, what: string) => putRecord(project, `${what} of side ${side.name}`, 'sides', next);
  const setUnits = (list: Unit[], setup: Setup, label: string) =>
    project.commit(label, list.map((u): Change => ({ kind: 'put', collection: 'units', record: { ...u, setup } })));
  const assign = () => {
    const contingent = contingents.find((c) => c.id === target);
    if (!contingent) return report('Choose a contingent to set up');
    const area: Area = project.list('zones')[0] ? { kind: 'zone', zoneId: project.list('zones')[0].id } : { kind: 'anywhere' };
    void setUnits(units.filter((u) => u.contingentId === contingent.id), { kind: 'area', area }, `Set up contingent ${contingent.code}`);
  };
  return (
    <Section title={`${side.name} (sets up ${side.setupOrder})`} testId={`setup-side-${index}`}>
      <div className="field-row">
        <NumberField label="Most units per hex at set-up" value={side.setupMaxPerHex} min={1} max={20} optional report={report} onCommit={(setupMaxPerHex) => put({ ...side, setupMaxPerHex }, 'Set-up limit')} />
        <NumberField label="Hidden set-up (% of units)" value={side.hiddenPercent} min={0} max={100} report={report} testId={`setup-side-${index}-hidden`} onCommit={(n) => put({ ...side, hiddenPercent: n ?? 0 }, 'Hidden share')} />
        <NumberField label="Drop-zone markers" value={side.dropZones.count} min={0} max={50} report={report} onCommit={(n) => put({ ...side, dropZones: { ...side.dropZones, count: n ?? 0 } }, 'Drop zones')} />
        <NumberField label="Air supply markers" value={side.airSupply} min={0} max={20} report={report} onCommit={(n) => put({ ...side, airSupply: n ?? 0 }, 'Air supply')} />
        {(project.ruleset.modules.starshells || side.starshells !== undefined) && (
          <NumberField
            label="Starshells"
            value={side.starshells}
            min={0}
            max={99}
            optional
            placeholder="none"
            report={report}
            testId={`setup-side-${index}-starshells`}
            onCommit={(starshells) => put(starshells === undefined ? omit(side, 'starshells') : { ...side, starshells }, 'Starshells')}
          />
        )}
      </div>
      {side.dropZones.count > 0 && (
        <MultiPick
          label="Drop zones may go on (any terrain when none)"
          chosen={side.dropZones.terrain}
          options={project.ruleset.terrain.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(terrain) => put({ ...side, dropZones: { ...side.dropZones, terrain } }, 'Drop-zone terrain')}
        />
      )}
      {(side.role === 'airborne' || side.dropZones.count > 0 || side.dropZones.later) && <LaterDropZones side={side} index={index} put={put} project={project} report={report} />}
      <CheckField label="Writes down a sealed arrival plan before play" value={side.arrivalPlan} onChange={(arrivalPlan) => put({ ...side, arrivalPlan }, 'Arrival plan')} />
      <h4>Who sets up where</h4>
      {setupGroups(units).map((g, i) => (
        <div key={g.key} className="nested" data-testid={`setup-side-${index}-group-${i}`}>
          <div className="nested-title">
            <span>
              {g.units.length} unit{g.units.length === 1 ? '' : 's'} ({[...new Set(g.units.map((u) => contingents.find((c) => c.id === u.contingentId)?.code))].join(', ')}):{' '}
              <strong>{describeSetup(g.setup, project)}</strong>
            </span>
            <SelectField
              label=""
              value={g.setup.kind}
              options={[
                { value: 'none', label: 'not decided' },
                { value: 'area', label: 'in an area' },
                { value: 'reinforcement', label: 'arrive later' },
              ]}
              onChange={(kind) =>
                setUnits(g.units, kind === 'area' ? { kind, area: { kind: 'anywhere' } } : kind === 'none' ? { kind } : { kind: 'reinforcement' }, 'Change set-up')
              }
            />
          </div>
          {g.setup.kind === 'area' && (
            <AreaEditor project={project} area={g.setup.area} testId={`setup-side-${index}-group-${i}-area`} report={report} onChange={(area) => setUnits(g.units, { kind: 'area', area }, 'Change set-up area')} />
          )}
        </div>
      ))}
      {contingents.length > 0 && (
        <div className="field-row">
          <SelectField
            label="Set up a whole contingent"
            value={target}
            options={[{ value: '', label: '(choose)' }, ...contingents.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))]}
            onChange={setTarget}
          />
          <button onClick={assign}>Place in an area</button>
        </div>
      )}
    </Section>
  );
});

export const SetupSheet = observer(function SetupSheet({ project, report }: Props) {
  const sides = sidesInOrder(project);
  return (
    <div className="sheet" data-testid="setup-sheet">
      {sides.map((side, i) => (
        <SideSetup key={side.id} project={project} side={side} index={i} report={report} />
      ))}
    </div>
  );
});

type LaterProps = { side: Side; index: number; put: (next: Side, what: string) => void; project: DocumentStore; report: (m: string) => void };

/** Further drop-zone markers a scenario grants after the first turn (Palembang: one more from turn 2, for 1 CP). */
function LaterDropZones({ side, index, put, project, report }: LaterProps) {
  const later = side.dropZones.later;
  const setLater = (next: typeof later, what: string) => {
    const { later: _old, ...rest } = side.dropZones;
    put({ ...side, dropZones: next ? { ...rest, later: next } : rest }, what);
  };
  return (
    <div className="nested" data-testid={`setup-side-${index}-later-dz`}>
      <CheckField
        label="Further drop zones after the first turn"
        value={later !== undefined}
        testId={`setup-side-${index}-later-dz-on`}
        onChange={(on) => setLater(on ? { count: 1, fromTurn: 2, cp: 1, terrain: [] } : undefined, on ? 'Allow further drop zones' : 'No further drop zones')}
      />
      {later && (
        <>
          <div className="field-row">
            <NumberField label="How many" value={later.count} min={1} max={50} report={report} testId={`setup-side-${index}-later-dz-count`} onCommit={(n) => setLater({ ...later, count: n ?? 1 }, 'Further drop zones')} />
            <NumberField label="From turn" value={later.fromTurn} min={1} max={999} report={report} testId={`setup-side-${index}-later-dz-from`} onCommit={(n) => setLater({ ...later, fromTurn: n ?? 2 }, 'Further drop zones from turn')} />
            <NumberField label="CP each" value={later.cp} min={0} max={20} report={report} testId={`setup-side-${index}-later-dz-cp`} onCommit={(n) => setLater({ ...later, cp: n ?? 0 }, 'CP per further drop zone')} />
          </div>
          <MultiPick
            label="They may go on (any terrain when none)"
            chosen={later.terrain}
            options={project.ruleset.terrain.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(terrain) => setLater({ ...later, terrain }, 'Further drop-zone terrain')}
          />
        </>
      )}
    </div>
  );
}
