import { observer } from 'mobx-react-lite';
import type { AppStore, PanelTab } from '../stores/app-store';
import { CheckerTab } from './CheckerTab';
import { MapTab } from './MapTab';
import { ProblemList } from './ProblemList';
import { ScenarioTab } from './ScenarioTab';

const TABS: { id: PanelTab; label: string; hint: string }[] = [
  { id: 'scenario', label: 'Scenario', hint: '' },
  { id: 'map', label: 'Map', hint: '' },
  { id: 'forces', label: 'Forces', hint: 'Sides, contingents, unit types and their counters, units and strike markers.' },
  { id: 'setup', label: 'Setup', hint: 'Where each side sets up, set-up limits, hidden units, drop zones and arrival plans.' },
  { id: 'turns', label: 'Turns', hint: 'The turn record track: dates, time of day, night turns and command points.' },
  { id: 'reinforcements', label: 'Arrivals', hint: 'Scheduled arrivals, arrival orders, die-roll tables and the arrival preview.' },
  { id: 'victory', label: 'Victory', hint: 'Objectives, VP for eliminations and evacuation, sudden death and victory levels.' },
  { id: 'rules', label: 'Rules', hint: 'Stacking, fire coordination, strikes per hex, CP bonuses, modules and special rules.' },
  { id: 'charts', label: 'Charts', hint: 'The combat results table, column shifts, terrain effects, the Air Drop Table, scatter and the Demolition Table.' },
  { id: 'checker', label: 'Checker', hint: '' },
];

export const RightPanel = observer(function RightPanel({ app }: { app: AppStore }) {
  const project = app.project;
  const tab = TABS.find((t) => t.id === app.tab) ?? TABS[0];
  return (
    <aside className="right-panel">
      <div className="tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={t.id === app.tab} className={t.id === app.tab ? 'tab active' : 'tab'} onClick={() => app.setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      {!project ? (
        <div className="tab-body muted">Open or create a project to edit it.</div>
      ) : tab.id === 'scenario' ? (
        <ScenarioTab project={project} />
      ) : tab.id === 'map' ? (
        <MapTab project={project} editor={app.editor} report={(m) => app.notice(m)} ask={(q) => app.ask(q)} />
      ) : tab.id === 'checker' ? (
        <CheckerTab app={app} project={project} />
      ) : (
        <div className="tab-body" data-testid={`tab-${tab.id}`}>
          <p className="muted">{tab.hint} The editor is in the main area; the problems the checker finds here are listed below.</p>
          <ProblemList app={app} project={project} only={tab.id} />
        </div>
      )}
    </aside>
  );
});
