import { observer } from 'mobx-react-lite';
import type { Ruleset } from '../../src-shared/ruleset';
import { CheckField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';

/** The scenario keeps command points (5.0); `ruleset.commandPoints: false` says it has no CP system. */
export const usesCommandPoints = (project: DocumentStore): boolean => project.ruleset.commandPoints !== false;

/**
 * The switch between a scenario with command points and one without (rules 5.0 off: nothing costs CP, the track
 * carries none). One undo step; switching back on leaves the field out, as in every scenario that has CP.
 */
export const CommandPointsSwitch = observer(function CommandPointsSwitch({ project }: { project: DocumentStore }) {
  const on = usesCommandPoints(project);
  const set = (value: boolean) => {
    const { commandPoints: _was, ...rest } = project.ruleset;
    const next: Ruleset = value ? rest : { ...rest, commandPoints: false };
    void project.commit(value ? 'Edit rules: the scenario uses command points' : 'Edit rules: the scenario has no command points', [{ kind: 'set', name: 'ruleset', value: next }]);
  };
  return (
    <div className="field-row" data-testid="command-points-switch">
      <CheckField label="This scenario uses command points (CP)" value={on} testId="uses-cp" onChange={set} />
      {!on && <span className="muted">No CP system: ranged fire, strikes, fast moves, regroup and the rest cost nothing, and the track gives no CP.</span>}
    </div>
  );
});
