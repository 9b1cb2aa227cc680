import { observer } from 'mobx-react-lite';
import { FEATURE_NAMES } from '../../../src-shared/model';
import type { FeatureLife, Obstacle, Ruleset } from '../../../src-shared/ruleset';
import { CheckField, NumberField, SelectField, Section, TextField } from '../../components/fields';
import { MultiPick } from '../MultiPick';
import { commitRuleset, type ChartProps } from './chart-edit';
import { NEW_LIFE, NEW_OBSTACLE, OBSTACLE_FEATURE_TYPES, toggledRoll, withFeatureLife, withFeatureObstacle, withHexsideObstacle } from './obstacle-edit';

type ClassOption = { value: string; label: string };

/** Who clears an obstacle by working next to it: how many, with which flag, of which classes. */
function ClearersCells({ obstacle, classes, testId, report, onChange }: { obstacle: Obstacle; classes: ClassOption[]; testId: string; report: ChartProps['report']; onChange: (o: Obstacle) => void }) {
  const c = obstacle.clearers;
  const withClearers = (next: Obstacle['clearers']) => {
    const { clearers: _old, ...rest } = obstacle;
    onChange(next ? { ...rest, clearers: next } : rest);
  };
  return (
    <>
      <td className="narrow">
        <NumberField label="" value={c?.count} min={1} max={6} optional placeholder="none" report={report} testId={`${testId}-clearers`} onCommit={(n) => withClearers(n === undefined ? undefined : { ...(c ?? {}), count: n })} />
      </td>
      <td className="flag-cell">
        {c && (
          <TextField
            label=""
            value={c.flag ?? ''}
            maxLength={40}
            testId={`${testId}-flag`}
            onCommit={(text) => {
              const { flag: _old, ...rest } = c;
              withClearers(text.trim() ? { ...rest, flag: text.trim() } : rest);
            }}
          />
        )}
      </td>
      <td>
        {c && (
          <MultiPick
            label="Classes"
            chosen={c.classes ?? []}
            options={classes}
            onChange={(chosen) => {
              const { classes: _old, ...rest } = c;
              withClearers(chosen.length > 0 ? { ...rest, classes: chosen } : rest);
            }}
          />
        )}
      </td>
    </>
  );
}

/** The destruction table as six rolls, each destroying the feature or not. */
function LifeCells({ life, testId, report, onChange }: { life: FeatureLife; testId: string; report: ChartProps['report']; onChange: (l: FeatureLife) => void }) {
  return (
    <>
      <td className="narrow">
        <NumberField label="" value={life.defenceAdd ?? 0} min={0} max={20} report={report} testId={`${testId}-defence-add`} onCommit={(n) => {
          const { defenceAdd: _old, ...rest } = life;
          onChange(n ? { ...rest, defenceAdd: n } : rest);
        }} />
      </td>
      <td className="roll-picks" data-testid={`${testId}-rolls`}>
        {life.rows.map((r) => (
          <CheckField key={r.roll} label={String(r.roll)} value={r.result === 'destroyed'} testId={`${testId}-roll-${r.roll}`} onChange={() => onChange(toggledRoll(life, r.roll))} />
        ))}
      </td>
      <td className="narrow">
        <CheckField label="" value={life.keepsBonus} testId={`${testId}-keeps`} onChange={(keepsBonus) => onChange({ ...life, keepsBonus })} />
      </td>
    </>
  );
}

/**
 * Obstacles with state and features with a life (Atoll 14.9, 14.10): which hexside types are obstacles (the classes
 * their move table prohibits cannot cross while they stand), which feature types are obstacles or destructible, and
 * how each is cleared or destroyed. Every change is one undoable edit, checked by the ruleset schema.
 */
export const ObstaclesEditor = observer(function ObstaclesEditor({ project, report }: ChartProps) {
  const ruleset = project.ruleset;
  const classes: ClassOption[] = ruleset.movementClasses.map((m) => ({ value: m.id, label: m.name }));
  const commit = (next: Ruleset, what: string) => commitRuleset(project, next, what, report);
  const hexsideOptions = [{ value: '', label: 'plain hexside' }, ...ruleset.hexsides.filter((h) => !h.obstacle).map((h) => ({ value: h.id, label: h.name }))];
  return (
    <Section title="Obstacles and features with a life" testId="chart-obstacles">
      <p className="muted hint">
        An obstacle stands until cleared: units of the classes it stops cannot cross it (for a hexside, those its MP above marks P), units of the classes that
        clear it by crossing do so as they cross, and the clearers named here clear it by spending their Engineering Phase next to it. A feature with a life
        rolls its destruction table after each attack or strike on its hex.
      </p>
      <div className="chart-scroll" data-path="$.ruleset.hexsides">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Hexside</th>
              <th>Obstacle</th>
              <th>Cleared by crossing</th>
              <th title="How many units clear it by spending the Engineering Phase next to it">Clearers</th>
              <th title="A unit flag every clearer has, e.g. engineer; any unit when empty">Clearer flag</th>
              <th>Clearer classes</th>
              <th>Once cleared</th>
            </tr>
          </thead>
          <tbody>
            {ruleset.hexsides.map((h, i) => {
              const o = h.obstacle;
              const put = (next: Obstacle | undefined, what: string) => commit(withHexsideObstacle(ruleset, h.id, next), `${h.name}: ${what}`);
              return (
                <tr key={h.id} data-path={`$.ruleset.hexsides[${i}].obstacle`} data-testid={`obstacle-hexside-${h.id}`}>
                  <td>{h.name}</td>
                  <td className="narrow">
                    <CheckField label="" value={o !== undefined} testId={`obstacle-hexside-${h.id}-on`} onChange={(on) => put(on ? NEW_OBSTACLE : undefined, on ? 'an obstacle' : 'no obstacle')} />
                  </td>
                  {o ? (
                    <>
                      <td>
                        <MultiPick label="Classes" chosen={o.clearedByCrossing ?? []} options={classes} testId={`obstacle-hexside-${h.id}-crossing`} onChange={(chosen) => {
                          const { clearedByCrossing: _old, ...rest } = o;
                          put(chosen.length > 0 ? { ...rest, clearedByCrossing: chosen } : rest, 'cleared by crossing');
                        }} />
                      </td>
                      <ClearersCells obstacle={o} classes={classes} testId={`obstacle-hexside-${h.id}`} report={report} onChange={(next) => put(next, 'clearers')} />
                      <td>
                        <SelectField label="" value={o.clearedAs ?? ''} options={hexsideOptions} testId={`obstacle-hexside-${h.id}-cleared-as`} onChange={(id) => {
                          const { clearedAs: _old, ...rest } = o;
                          put(id ? { ...rest, clearedAs: id } : rest, 'once cleared');
                        }} />
                      </td>
                    </>
                  ) : (
                    <td colSpan={5} className="muted">not an obstacle</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="chart-scroll" data-path="$.ruleset.features">
        <table className="sheet-table chart-table">
          <thead>
            <tr>
              <th>Feature</th>
              <th>Obstacle</th>
              <th>Stops</th>
              <th>Cleared by entering</th>
              <th>Clearers</th>
              <th>Clearer flag</th>
              <th>Clearer classes</th>
              <th>Destructible</th>
              <th title="Defence strength added to the defenders of its hex, besides its column shift above">Defence +</th>
              <th title="The rolls of one die that destroy it">Destroyed on</th>
              <th title="A destroyed feature still gives its column shift and defence">Keeps bonus</th>
            </tr>
          </thead>
          <tbody>
            {OBSTACLE_FEATURE_TYPES.map((type) => {
              const index = ruleset.features.findIndex((f) => f.id === type);
              const rule = index >= 0 ? ruleset.features[index] : undefined;
              const name = rule?.name ?? FEATURE_NAMES[type];
              const o = rule?.obstacle;
              const life = rule?.life;
              const putObstacle = (next: Obstacle | undefined, what: string) => commit(withFeatureObstacle(ruleset, type, next), `${name}: ${what}`);
              const putLife = (next: FeatureLife | undefined, what: string) => commit(withFeatureLife(ruleset, type, next), `${name}: ${what}`);
              const testId = `obstacle-feature-${type}`;
              return (
                <tr key={type} data-path={index >= 0 ? `$.ruleset.features[${index}]` : undefined} data-testid={testId}>
                  <td>{name}</td>
                  <td className="narrow">
                    <CheckField label="" value={o !== undefined} testId={`${testId}-on`} onChange={(on) => putObstacle(on ? NEW_OBSTACLE : undefined, on ? 'an obstacle' : 'no obstacle')} />
                  </td>
                  {o ? (
                    <>
                      <td>
                        <MultiPick label="Classes" chosen={o.blocks ?? []} options={classes} testId={`${testId}-blocks`} onChange={(chosen) => {
                          const { blocks: _old, ...rest } = o;
                          putObstacle(chosen.length > 0 ? { ...rest, blocks: chosen } : rest, 'stops');
                        }} />
                      </td>
                      <td>
                        <MultiPick label="Classes" chosen={o.clearedByCrossing ?? []} options={classes} testId={`${testId}-crossing`} onChange={(chosen) => {
                          const { clearedByCrossing: _old, ...rest } = o;
                          putObstacle(chosen.length > 0 ? { ...rest, clearedByCrossing: chosen } : rest, 'cleared by entering');
                        }} />
                      </td>
                      <ClearersCells obstacle={o} classes={classes} testId={testId} report={report} onChange={(next) => putObstacle(next, 'clearers')} />
                    </>
                  ) : (
                    <td colSpan={5} className="muted">not an obstacle</td>
                  )}
                  <td className="narrow">
                    <CheckField label="" value={life !== undefined} testId={`${testId}-life`} onChange={(on) => putLife(on ? NEW_LIFE : undefined, on ? 'destructible' : 'not destructible')} />
                  </td>
                  {life ? <LifeCells life={life} testId={testId} report={report} onChange={(next) => putLife(next, 'destruction')} /> : <td colSpan={3} className="muted">—</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
});
