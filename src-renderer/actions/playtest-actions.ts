import { pickTextFile } from '../components/files';
import { playtestFor } from '../playtest/playtest-store';
import type { AppStore } from '../stores/app-store';
import type { Action } from './registry';

const game = (app: AppStore) => {
  const playtest = playtestFor(app);
  return playtest.screen === 'play' ? playtest.game : null;
};
const inPlay = (app: AppStore) => playtestFor(app).active;
const ui = (app: AppStore) => (game(app) ? playtestFor(app).ui : null);

/** Play-test mode: entering and leaving (View ▸ Play-test), and the Play menu's commands. */
export const PLAYTEST_ACTIONS: readonly Action[] = [
  {
    id: 'view.playtest',
    label: 'Play-test',
    menu: 'view',
    shortcut: 'F5',
    groupStart: true,
    enabled: (app) => app.project !== null,
    perform: (app) => {
      const playtest = playtestFor(app);
      return playtest.active ? playtest.leave() : playtest.enter();
    },
  },
  {
    id: 'play.sessions',
    label: 'Sessions',
    menu: 'play',
    enabled: (app) => inPlay(app) && playtestFor(app).screen !== 'gate',
    perform: (app) => playtestFor(app).home(),
  },
  {
    id: 'play.import',
    label: 'Play-test Session…',
    menu: 'file',
    submenu: 'Import',
    enabled: (app) => app.project !== null,
    perform: async (app) => {
      const file = await pickTextFile('.json,application/json');
      if (!file) return;
      const playtest = playtestFor(app);
      if (file.error) return playtest.fail(`${file.name} was not imported`, new Error(file.error));
      const summary = await playtest.importSession(file.name, file.text);
      if (summary && !playtest.active) await playtest.enter();
    },
  },
  {
    id: 'play.export',
    label: 'Play-test Session…',
    menu: 'file',
    submenu: 'Export',
    enabled: (app) => game(app) !== null,
    perform: async (app) => {
      const g = game(app);
      if (!g) return;
      await g.settled();
      await playtestFor(app).exportSession(g.id);
    },
  },
  {
    id: 'play.endPhase',
    label: 'End Phase',
    menu: 'play',
    shortcut: 'Mod+Enter',
    groupStart: true,
    enabled: (app) => !!ui(app)?.canAct,
    perform: (app) => ui(app)?.endPhase(),
  },
  {
    id: 'play.actions',
    label: 'All Legal Actions…',
    menu: 'play',
    shortcut: 'Mod+K',
    enabled: (app) => !!ui(app)?.canAct,
    perform: (app) => ui(app)?.setPalette(true),
  },
  {
    id: 'play.animate',
    label: 'Animate Moves',
    menu: 'play',
    enabled: (app) => ui(app) !== null,
    perform: (app) => {
      const u = ui(app);
      if (u) u.setAnimate(!u.animate);
    },
  },
  {
    id: 'play.stepBack',
    label: 'Step Back',
    menu: 'play',
    shortcut: ',',
    groupStart: true,
    enabled: (app) => (game(app)?.cursor ?? 0) > 0,
    perform: (app) => game(app)?.stepBack(),
  },
  {
    id: 'play.stepForward',
    label: 'Step Forward',
    menu: 'play',
    shortcut: '.',
    enabled: (app) => !!game(app) && !game(app)!.live,
    perform: (app) => game(app)?.stepForward(),
  },
  {
    id: 'play.toStart',
    label: 'Go to the Start',
    menu: 'play',
    shortcut: 'Home',
    enabled: (app) => (game(app)?.cursor ?? 0) > 0,
    perform: (app) => game(app)?.jumpTo(0),
  },
  {
    id: 'play.toPresent',
    label: 'Return to the Present',
    menu: 'play',
    shortcut: 'End',
    enabled: (app) => !!game(app) && !game(app)!.live,
    perform: (app) => game(app)?.toPresent(),
  },
  {
    id: 'play.branch',
    label: 'Play On From Here (New Session)',
    menu: 'play',
    shortcut: 'Mod+B',
    enabled: (app) => game(app) !== null,
    perform: (app) => playtestFor(app).branchHere(),
  },
];
