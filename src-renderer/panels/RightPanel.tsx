import { observer } from 'mobx-react-lite';
import type { AppStore, PanelTab } from '../stores/app-store';
import { CheckerTab } from './CheckerTab';
import { MapTab } from './MapTab';
import { ScenarioTab } from './ScenarioTab';

const TABS: { id: PanelTab; label: string; plan: string }[] = [
  { id: 'scenario', label: 'Scenario', plan: '' },
  { id: 'map', label: 'Map', plan: 'Map size, orientation, hex size, numbering and the terrain palette come with the map designer.' },
  { id: 'forces', label: 'Forces', plan: 'Sides, contingents, unit types, units and the counter designer.' },
  { id: 'reinforcements', label: 'Reinforcements', plan: 'Scheduled arrivals, die-roll tables and the arrival preview.' },
  { id: 'turns', label: 'Turns', plan: 'The turn record track: dates, time of day, night turns and command points.' },
  { id: 'victory', label: 'Victory', plan: 'Objectives, VP for eliminations and evacuation, sudden death and victory levels.' },
  { id: 'rules', label: 'Rules', plan: 'The ruleset tables (TEC, CRT, air drop, demolition), scenario parameters and special rules.' },
  { id: 'checker', label: 'Checker', plan: '' },
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
        <MapTab project={project} editor={app.editor} report={(m) => app.setStatus(m)} />
      ) : tab.id === 'checker' ? (
        <CheckerTab project={project} />
      ) : (
        <div className="tab-body muted" data-testid={`tab-${tab.id}`}>
          <p>{tab.plan}</p>
        </div>
      )}
    </aside>
  );
});
