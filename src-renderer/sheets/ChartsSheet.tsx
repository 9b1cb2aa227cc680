import { observer } from 'mobx-react-lite';
import type { ChartProps } from './charts/chart-edit';
import { AirDropEditor } from './charts/AirDropEditor';
import { DemolitionEditor } from './charts/DemolitionEditor';
import { CombatShiftsEditor, CrtEditor } from './charts/CrtEditor';
import { HexsidesAndFeaturesEditor, TerrainEffectsEditor } from './charts/TecEditor';
import { ObstaclesEditor } from './charts/ObstaclesEditor';

/** The scenario's charts: its own copy of the ruleset tables, which the engine plays by. */
export const ChartsSheet = observer(function ChartsSheet(props: ChartProps) {
  return (
    <div className="sheet" data-testid="charts-sheet">
      <p className="muted hint">
        These charts belong to this scenario: the engine reads them in play-test. Tables the rule texts do not print are labelled Atoll defaults; a changed
        chart is marked edited. Every change can be undone; a change the chart cannot hold (columns that overlap, a terrain on two rows) is refused with the reason.
      </p>
      <CrtEditor {...props} />
      <CombatShiftsEditor {...props} />
      <TerrainEffectsEditor {...props} />
      <HexsidesAndFeaturesEditor {...props} />
      <ObstaclesEditor {...props} />
      <AirDropEditor {...props} />
      <DemolitionEditor {...props} />
    </div>
  );
});
