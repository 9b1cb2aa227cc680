import { observer } from 'mobx-react-lite';
import { hexLabel } from '../../src-shared/hex';
import { MAP_EDGES, VICTORY_CONDITION_NAMES, type HoldTarget, type Victory, type VictoryCondition, type VictoryConditionKind } from '../../src-shared/model';
import { CommitField } from '../components/CommitField';
import { NumberField, Section, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { parseHexList } from './HexListField';

type Props = { project: DocumentStore; report: (m: string) => void };
type Hold = Extract<VictoryCondition, { kind: 'hold' }>;

const KINDS = (Object.keys(VICTORY_CONDITION_NAMES) as VictoryConditionKind[]).map((value) => ({ value, label: VICTORY_CONDITION_NAMES[value] }));

/** A fresh condition of a kind, keeping the side and result the designer already chose. */
function conditionOf(kind: VictoryConditionKind, sideId: string, result: string, target: HoldTarget): VictoryCondition {
  switch (kind) {
    case 'hold':
      return { kind, sideId, target, check: 'everyTurn', turn: null, elseSideId: null, result, elseResult: '' };
    case 'eliminate':
      return { kind, sideId, percent: 100, result };
    case 'exit':
      return { kind, sideId, edge: 'east', count: 1, result };
    case 'vp':
      return { kind, sideId, vp: 10, result };
  }
}

/**
 * The victory conditions the engine judges (21.1), first met first, and the result when none is: edited in place,
 * each edit one undo step of the victory record.
 */
export const VictoryConditionsSection = observer(function VictoryConditionsSection({ project, report }: Props) {
  const victory = project.getSingleton('victory');
  const conditions = victory.conditions ?? [];
  const sides = project.list('sides').map((s) => ({ value: s.id, label: s.name }));
  const objectives = project.list('features').filter((f) => f.type === 'objective');
  const zones = project.list('zones');
  const map = project.map;
  const label = (h: { col: number; row: number }) => hexLabel(map.numbering, h) ?? `${h.col},${h.row}`;
  const firstSide = sides[0]?.value ?? 'side-1';
  const defaultTarget = (): HoldTarget => (objectives[0] ? { kind: 'objective', featureId: objectives[0].id } : { kind: 'hex', hex: { col: 0, row: 0 } });
  const set = (next: Victory, what: string) => void project.commit(`Edit victory: ${what}`, [{ kind: 'set', name: 'victory', value: next }]);
  const setConditions = (list: VictoryCondition[], what: string) => {
    const { conditions: _was, ...rest } = victory;
    set(list.length === 0 ? rest : { ...rest, conditions: list }, what);
  };
  const put = (i: number, next: VictoryCondition) => setConditions(conditions.map((c, j) => (j === i ? next : c)), `condition ${i + 1}`);
  const move = (i: number, by: number) => {
    const list = [...conditions];
    const [moved] = list.splice(i, 1);
    list.splice(i + by, 0, moved);
    setConditions(list, `order of conditions`);
  };
  const targetOptions = [
    ...objectives.map((f) => ({ value: `objective:${f.id}`, label: `objective ${typeof f.props.name === 'string' && f.props.name ? `${f.props.name} (${label(f.hex)})` : label(f.hex)}` })),
    ...zones.map((z) => ({ value: `zone:${z.id}`, label: `zone ${z.name}` })),
    { value: 'hex', label: 'a hex…' },
  ];
  const targetValue = (t: HoldTarget) => (t.kind === 'objective' ? `objective:${t.featureId}` : t.kind === 'zone' ? `zone:${t.zoneId}` : 'hex');
  const targetFrom = (value: string, was: HoldTarget): HoldTarget => {
    if (value.startsWith('objective:')) return { kind: 'objective', featureId: value.slice('objective:'.length) };
    if (value.startsWith('zone:')) return { kind: 'zone', zoneId: value.slice('zone:'.length) };
    return was.kind === 'hex' ? was : { kind: 'hex', hex: objectives[0]?.hex ?? { col: 0, row: 0 } };
  };
  const otherwise = victory.otherwise;
  const otherwiseValue = otherwise === undefined ? '' : otherwise.sideId === null ? 'draw' : otherwise.sideId;
  const setOtherwise = (value: string) => {
    const { otherwise: _was, ...rest } = victory;
    if (value === '') return set(rest, 'no default result');
    set({ ...rest, otherwise: { sideId: value === 'draw' ? null : value, result: otherwise?.result ?? '' } }, 'default result');
  };
  return (
    <Section
      title="Victory conditions (judged by the engine; the first met decides)"
      testId="victory-conditions-section"
      actions={
        <button data-testid="victory-condition-add" onClick={() => setConditions([...conditions, conditionOf('hold', firstSide, '', defaultTarget())], 'add condition')}>
          Add condition
        </button>
      }
    >
      {conditions.length === 0 && <p className="muted">No conditions: the game is decided by sudden death and the VP levels below.</p>}
      {conditions.map((c, i) => (
        <div key={i} className="nested" data-testid={`victory-condition-${i}`} data-path={`$.victory.conditions[${i}]`}>
          <div className="field-row">
            <strong className="range-note">{i + 1}.</strong>
            <SelectField label="Winner" value={c.sideId} options={sides} testId={`victory-condition-${i}-side`} onChange={(sideId) => put(i, { ...c, sideId })} />
            <SelectField
              label="Wins by"
              value={c.kind}
              options={KINDS}
              testId={`victory-condition-${i}-kind`}
              onChange={(kind) => put(i, conditionOf(kind, c.sideId, c.result, c.kind === 'hold' ? c.target : defaultTarget()))}
            />
            <CommitField label="Result (level)" value={c.result} testId={`victory-condition-${i}-result`} onCommit={(result) => put(i, { ...c, result })} />
            <button className="link" title="Judge earlier" disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button className="link" title="Judge later" disabled={i === conditions.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button className="link danger" data-testid={`victory-condition-${i}-remove`} onClick={() => setConditions(conditions.filter((_, j) => j !== i), 'remove condition')}>
              remove
            </button>
          </div>
          {c.kind === 'hold' && <HoldFields c={c} i={i} put={put} report={report} sides={sides} targetOptions={targetOptions} targetValue={targetValue} targetFrom={targetFrom} project={project} />}
          {c.kind === 'eliminate' && (
            <div className="field-row">
              <NumberField label="Share of the enemy's units eliminated (%)" value={c.percent} min={1} max={100} report={report} testId={`victory-condition-${i}-percent`} onCommit={(percent) => put(i, { ...c, percent: percent ?? 100 })} />
              <span className="muted range-note">judged after every action</span>
            </div>
          )}
          {c.kind === 'exit' && (
            <div className="field-row">
              <NumberField label="Units off the map" value={c.count} min={1} max={999} report={report} testId={`victory-condition-${i}-count`} onCommit={(count) => put(i, { ...c, count: count ?? 1 })} />
              <SelectField label="By the edge" value={c.edge} options={MAP_EDGES.map((x) => ({ value: x, label: x }))} onChange={(edge) => put(i, { ...c, edge })} />
              <span className="muted range-note">by an evacuation line of that edge (below); judged after every action</span>
            </div>
          )}
          {c.kind === 'vp' && (
            <div className="field-row">
              <NumberField label="VP total reached" value={c.vp} min={1} max={10_000} report={report} testId={`victory-condition-${i}-vp`} onCommit={(vp) => put(i, { ...c, vp: vp ?? 1 })} />
              <span className="muted range-note">judged at the end of each turn</span>
            </div>
          )}
        </div>
      ))}
      <div className="field-row" data-testid="victory-otherwise">
        <SelectField
          label="When no condition decides and the VP levels name no winner"
          value={otherwiseValue}
          options={[{ value: '', label: 'nobody wins' }, { value: 'draw', label: 'the game is a draw' }, ...sides.map((s) => ({ value: s.value, label: `${s.label} win` }))]}
          testId="victory-otherwise-side"
          onChange={setOtherwise}
        />
        {otherwise && <CommitField label="Result (level)" value={otherwise.result} onCommit={(result) => set({ ...victory, otherwise: { ...otherwise, result } }, 'default result')} />}
      </div>
    </Section>
  );
});

type HoldProps = {
  c: Hold;
  i: number;
  put: (i: number, next: VictoryCondition) => void;
  report: (m: string) => void;
  sides: { value: string; label: string }[];
  targetOptions: { value: string; label: string }[];
  targetValue: (t: HoldTarget) => string;
  targetFrom: (value: string, was: HoldTarget) => HoldTarget;
  project: DocumentStore;
};

function HoldFields({ c, i, put, report, sides, targetOptions, targetValue, targetFrom, project }: HoldProps) {
  const map = project.map;
  const commitHex = (text: string) => {
    const parsed = parseHexList(map, text);
    if ('error' in parsed) return report(`Victory condition ${i + 1}: ${parsed.error}`);
    if (parsed.hexes.length !== 1) return report(`Victory condition ${i + 1}: type one hex, e.g. 1107`);
    put(i, { ...c, target: { kind: 'hex', hex: parsed.hexes[0] } });
  };
  return (
    <>
      <div className="field-row">
        <SelectField label="Holds" value={targetValue(c.target)} options={targetOptions} testId={`victory-condition-${i}-target`} onChange={(v) => put(i, { ...c, target: targetFrom(v, c.target) })} />
        {c.target.kind === 'hex' && (
          <CommitField label="Hex" value={hexLabel(map.numbering, c.target.hex) ?? ''} testId={`victory-condition-${i}-hex`} onCommit={commitHex} />
        )}
        <SelectField
          label="At the end of"
          value={c.check}
          options={[
            { value: 'everyTurn', label: 'any turn, up to the turn' },
            { value: 'turnOnly', label: 'the turn only' },
          ]}
          testId={`victory-condition-${i}-check`}
          onChange={(check) => put(i, { ...c, check })}
        />
        <NumberField label="Turn (empty: every turn)" value={c.turn ?? undefined} min={1} max={999} optional report={report} testId={`victory-condition-${i}-turn`} onCommit={(turn) => put(i, { ...c, turn: turn ?? null })} />
      </div>
      <div className="field-row">
        <SelectField
          label="If not held by then"
          value={c.elseSideId ?? ''}
          options={[{ value: '', label: 'nothing happens' }, ...sides.filter((s) => s.value !== c.sideId).map((s) => ({ value: s.value, label: `${s.label} win` }))]}
          testId={`victory-condition-${i}-else`}
          onChange={(v) => put(i, { ...c, elseSideId: v === '' ? null : v })}
        />
        {c.elseSideId !== null && <CommitField label="Their result (level)" value={c.elseResult} onCommit={(elseResult) => put(i, { ...c, elseResult })} />}
      </div>
    </>
  );
}
