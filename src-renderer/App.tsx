import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect } from 'react';
import { APP_ACTIONS } from './actions/app-actions';
import { analyticsFor } from './analytics/analytics-store';
import { MAP_ACTIONS } from './actions/map-actions';
import { actionForKey, runAction, shortcutLabel } from './actions/registry';
import { ErrorBoundary } from './components/ErrorBoundary';
import { HexReadout } from './components/HexReadout';
import { Palette } from './components/Palette';
import type { ToolId } from './stores/editor-store';
import { Dialogs } from './components/Dialogs';
import { JobProgress } from './components/JobProgress';
import { MenuBar } from './components/MenuBar';
import { Welcome } from './components/Welcome';
import { MapView } from './map/MapView';
import { HexReadoutOf } from './playtest/HexReadoutOf';
import { LazyAnalyticsPanel, LazyPlaytestScreen, LazySheetView } from './lazy-screens';
import { playtestFor } from './playtest/playtest-store';
import { RightPanel } from './panels/RightPanel';
import { SHEET_TABS } from './sheets/sheet-tabs';
import './sheets/sheets.css';
import type { AppStore, Question } from './stores/app-store';

const TOOL_ICONS: Record<ToolId, string> = {
  brush: '✎',
  line: '╱',
  fill: '◧',
  eraser: '⌫',
  eyedropper: '⊙',
  elevation: '▲',
  hexside: '⌇',
  path: '∿',
  feature: '◆',
  zone: '▦',
  trace: '⊞',
};
const MAP_ACTION_IDS = new Set(MAP_ACTIONS.map((a) => a.id));
const TOOL_ACTIONS = MAP_ACTIONS.filter((a) => a.menu === 'tools' && a.id.slice(5) in TOOL_ICONS);

export const App = observer(function App({ app }: { app: AppStore }) {
  const report = useCallback((message: string) => app.notice(message), [app]);
  const ask = useCallback((question: Question) => app.ask(question), [app]);
  const editor = app.editor;
  useEffect(() => {
    // A notice in the status bar (a refusal, a hint) goes at the user's next action: the capture phase runs before
    // whatever that action reports.
    const next = (e: Event) => {
      if (e instanceof KeyboardEvent && ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(e.key)) return;
      app.clearNotice();
    };
    window.addEventListener('pointerdown', next, true);
    window.addEventListener('keydown', next, true);
    return () => {
      window.removeEventListener('pointerdown', next, true);
      window.removeEventListener('keydown', next, true);
    };
  }, [app]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const action = actionForKey(APP_ACTIONS, e);
      // The map's tools and camera keys are off while an editor sheet covers the map (play-test shows its own map).
      if (!action || (SHEET_TABS.has(app.tab) && !playtestFor(app).active && MAP_ACTION_IDS.has(action.id))) return;
      e.preventDefault();
      void runAction(app, action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app]);

  const project = app.project;
  const playing = playtestFor(app).active;
  return (
    <div className="app">
      {/* The desktop app shows the same menus natively (src-renderer/desktop/shell.ts). */}
      {!window.atollShell && <MenuBar app={app} actions={APP_ACTIONS} />}
      <div className="workarea">
        <div className={playing ? 'workbench under-playtest' : 'workbench'} aria-hidden={playing || undefined}>
          <nav className="tool-column" aria-label="Tools">
            {TOOL_ACTIONS.map((a) => (
              <button
                key={a.id}
                title={`${a.label} (${shortcutLabel(a.shortcut ?? '')})`}
                data-tool={a.id.slice(5)}
                className={editor.tool === a.id.slice(5) ? 'tool active' : 'tool'}
                disabled={!project}
                onClick={() => {
                  if (SHEET_TABS.has(app.tab)) app.setTab('map');
                  void runAction(app, a);
                }}
              >
                {TOOL_ICONS[a.id.slice(5) as ToolId]}
              </button>
            ))}
          </nav>
          {project && !SHEET_TABS.has(app.tab) && <Palette project={project} editor={editor} />}
          <main className="workspace">
            {project ? (
              <>
                <ErrorBoundary what="map view" key={project.handle}>
                  <MapView project={project} editor={editor} report={report} />
                </ErrorBoundary>
                {SHEET_TABS.has(app.tab) && (
                  <ErrorBoundary what="editor" key={`${project.handle}-${app.tab}`}>
                    <Suspense fallback={null}>
                      <LazySheetView tab={app.tab} project={project} report={report} ask={ask} />
                    </Suspense>
                  </ErrorBoundary>
                )}
              </>
            ) : (
              <Welcome app={app} />
            )}
          </main>
          {analyticsFor(app).open && (
            <ErrorBoundary what="balance panel">
              <Suspense fallback={null}>
                <LazyAnalyticsPanel app={app} target={editor} />
              </Suspense>
            </ErrorBoundary>
          )}
          <ErrorBoundary what="side panel">
            <RightPanel app={app} />
          </ErrorBoundary>
        </div>
        {playing && (
          <ErrorBoundary what="play-test">
            <Suspense fallback={null}>
              <LazyPlaytestScreen app={app} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
      <footer className="statusbar" data-testid="statusbar">
        <span className={`status-message ${app.statusKind}`} data-testid="status-message" role="status">
          {app.busy ? `${app.busy}…` : app.status}
          {!app.busy && app.statusAction && (
            <button className="status-action" data-testid="status-action" onClick={app.statusAction.run}>
              {app.statusAction.label}
            </button>
          )}
        </span>
        {project && (playing ? <HexReadoutOf app={app} /> : <HexReadout project={project} editor={editor} />)}
        <span className="status-project" data-testid="status-project" data-pending={project?.pending ?? 0}>
          {project ? `${project.draft ? `${project.info.title} (draft: use Save As to name it)` : project.name} · ${project.savingShown ? 'saving…' : 'saved'}` : 'no project'}
        </span>
      </footer>
      <Dialogs app={app} />
      <JobProgress jobs={app.jobs} />
    </div>
  );
});
