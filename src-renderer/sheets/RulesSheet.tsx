import { observer } from 'mobx-react-lite';
import { SPECIAL_RULE_MODULE_LABELS } from '../../src-shared/engine';
import type { CpBonus, Side, SpecialRule } from '../../src-shared/model';
import { defaultStacking, MODULE_LABELS, MODULE_NAMES, type Ruleset } from '../../src-shared/ruleset';
import { CommitField } from '../components/CommitField';
import { CheckField, NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { deleteRecords, freshId, omit, pathAttrs, putRecord, sidesInOrder } from './edit';
import { HexListField } from './HexListField';
import { ModuleParamsFields } from './ModuleParamsFields';
import { MoraleSection } from './MoraleSection';
import { PassengerTableSection } from './PassengerTableSection';

type Props = { project: DocumentStore; report: (m: string) => void };

const NO_MODULE = '';

const SideParameters = observer(function SideParameters({ project, report }: Props) {
  const sides = sidesInOrder(project);
  const put = (side: Side, what: string) => putRecord(project, `${what} of side ${side.name}`, 'sides', side);
  return (
    <table className="sheet-table">
      <thead>
        <tr>
          <th>Side</th>
          <th>Ranged units per combat</th>
          <th>Airstrikes per hex</th>
          <th>Naval gunfire per hex</th>
        </tr>
      </thead>
      <tbody>
        {sides.map((s, i) => (
          <tr key={s.id}>
            <td>{s.name}</td>
            <td className="narrow">
              <NumberField label="" value={s.fireCoordination} min={0} max={20} report={report} testId={`rules-side-${i}-fire`} onCommit={(n) => put({ ...s, fireCoordination: n ?? 0 }, 'Fire coordination')} />
            </td>
            <td className="narrow">
              <NumberField label="" value={s.airstrikesPerHex} min={0} max={20} report={report} onCommit={(n) => put({ ...s, airstrikesPerHex: n ?? 0 }, 'Airstrikes per hex')} />
            </td>
            <td className="narrow">
              <NumberField label="" value={s.navalGunfirePerHex} min={0} max={20} report={report} onCommit={(n) => put({ ...s, navalGunfirePerHex: n ?? 0 }, 'Naval gunfire per hex')} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const CpBonuses = observer(function CpBonuses({ project, report }: Props) {
  const bonuses = project.list('cpBonuses').sort((a, b) => a.id.localeCompare(b.id));
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  const put = (b: CpBonus, what: string) => putRecord(project, `${what} of CP bonus`, 'cpBonuses', b);
  const add = () => {
    const side = sides[0];
    if (!side) return report('Add a side first');
    void putRecord(project, 'Add CP bonus', 'cpBonuses', {
      id: freshId(project, 'cpBonuses', 'cp-bonus'), sideId: side.value, cp: 1, hexes: [{ col: 0, row: 0 }], require: 'any', noAdjacentEnemy: true, note: '',
    });
  };
  return (
    <Section title="Command-point bonuses for holding hexes" testId="cp-bonus-section" actions={<button data-testid="cp-bonus-add" onClick={add}>Add bonus</button>}>
      {bonuses.map((b, i) => (
        <div key={b.id} className="nested" data-testid={`cp-bonus-${i}`} {...pathAttrs(project, 'cpBonuses', b.id)}>
          <div className="field-row">
            <SelectField label="Side" value={b.sideId} options={sides} onChange={(sideId) => put({ ...b, sideId }, 'Side')} />
            <NumberField label="Extra CP" value={b.cp} min={-20} max={20} report={report} onCommit={(cp) => put({ ...b, cp: cp ?? 0 }, 'CP')} />
            <SelectField
              label="When its units hold"
              value={b.require}
              options={[
                { value: 'any', label: 'any of the hexes' },
                { value: 'all', label: 'all of the hexes' },
              ]}
              onChange={(require) => put({ ...b, require }, 'Requirement')}
            />
            <button className="link danger" onClick={() => void deleteRecords(project, 'Delete CP bonus', 'cpBonuses', [b.id])}>
              delete
            </button>
          </div>
          <HexListField
            label="Hexes"
            map={project.map}
            hexes={b.hexes}
            report={report}
            onCommit={(hexes) => (hexes.length ? put({ ...b, hexes }, 'Hexes') : report('A CP bonus needs at least one hex'))}
          />
          <CheckField label="and no enemy unit is next to them" value={b.noAdjacentEnemy} onChange={(noAdjacentEnemy) => put({ ...b, noAdjacentEnemy }, 'Adjacency')} />
        </div>
      ))}
    </Section>
  );
});

const SpecialRules = observer(function SpecialRules({ project, report }: Props) {
  const rules = project.list('specialRules').sort((a, b) => a.id.localeCompare(b.id));
  const put = (r: SpecialRule, what: string) => putRecord(project, `${what} of special rule ${r.title}`, 'specialRules', r);
  const add = () => void putRecord(project, 'Add special rule', 'specialRules', { id: freshId(project, 'specialRules', 'rule'), title: 'New rule', text: '' });
  return (
    <Section title="Special rules" testId="special-rules-section" actions={<button data-testid="special-rule-add" onClick={add}>Add rule</button>}>
      {rules.map((r, i) => (
        <div key={r.id} className="nested" data-testid={`special-rule-${i}`} {...pathAttrs(project, 'specialRules', r.id)}>
          <div className="field-row">
            <CommitField label="Title" value={r.title} onCommit={(title) => put({ ...r, title }, 'Title')} />
            <SelectField
              label="Engine module"
              value={r.module ?? NO_MODULE}
              options={[{ value: NO_MODULE, label: '(text only)' }, ...Object.entries({ ...MODULE_LABELS, ...SPECIAL_RULE_MODULE_LABELS }).map(([value, label]) => ({ value, label }))]}
              onChange={(module) => {
                // Params belong to the module they tune.
                const rest = omit(r, 'module', 'params');
                void put(module === NO_MODULE ? rest : { ...rest, module }, 'Module');
              }}
            />
            <button className="link danger" onClick={() => void deleteRecords(project, `Delete special rule ${r.title}`, 'specialRules', [r.id])}>
              delete
            </button>
          </div>
          <ModuleParamsFields project={project} rule={r} testId={`special-rule-${i}`} put={(next, what) => void put(next, what)} report={report} />
          <CommitField label="Text" value={r.text} multiline maxLength={20_000} onCommit={(text) => put({ ...r, text }, 'Text')} />
        </div>
      ))}
    </Section>
  );
});

export const RulesSheet = observer(function RulesSheet({ project, report }: Props) {
  const ruleset = project.ruleset;
  const stacking = ruleset.stacking ?? defaultStacking();
  const setRuleset = (next: Ruleset, what: string) => project.commit(`Edit rules: ${what}`, [{ kind: 'set', name: 'ruleset', value: next }]);
  const setStacking = (next: typeof stacking) => setRuleset({ ...ruleset, stacking: next }, 'stacking');
  return (
    <div className="sheet" data-testid="rules-sheet">
      <Section title="Stacking and fire">
        <div className="field-row">
          <NumberField label="Stacking points per hex" value={stacking.pointsPerHex} min={1} max={99} report={report} testId="stacking-points" onCommit={(n) => setStacking({ ...stacking, pointsPerHex: n ?? 1 })} />
          {(['company', 'platoon'] as const).map((size) => (
            <NumberField
              key={size}
              label={`A ${size} counts`}
              value={stacking.sizePoints[size]}
              min={0}
              max={99}
              report={report}
              onCommit={(n) => setStacking({ ...stacking, sizePoints: { ...stacking.sizePoints, [size]: n ?? 0 } })}
            />
          ))}
        </div>
        <SideParameters project={project} report={report} />
      </Section>
      <CpBonuses project={project} report={report} />
      <Section title="Pacific modules">
        {MODULE_NAMES.map((key) => (
          <CheckField key={key} label={MODULE_LABELS[key]} value={ruleset.modules[key]} onChange={(on) => setRuleset({ ...ruleset, modules: { ...ruleset.modules, [key]: on } }, MODULE_LABELS[key])} />
        ))}
      </Section>
      <SpecialRules project={project} report={report} />
      <MoraleSection project={project} report={report} />
      <PassengerTableSection project={project} setRuleset={setRuleset} />
    </div>
  );
});
