import { actionLabel } from './app-actions';
import type { Action, MenuName } from './registry';
import type { AppStore } from '../stores/app-store';
import type { MenuModel } from '../../src-shared/api/shell';

export const MENUS: readonly { name: MenuName; label: string }[] = [
  { name: 'file', label: 'File' },
  { name: 'edit', label: 'Edit' },
  { name: 'view', label: 'View' },
  { name: 'play', label: 'Play' },
  { name: 'tools', label: 'Tools' },
  { name: 'help', label: 'Help' },
];

export type MenuEntry = { kind: 'item'; action: Action } | { kind: 'submenu'; label: string; groupStart: boolean; actions: Action[] };

/** A menu's rows: plain items, and one row per submenu where its first item appears. */
export function menuEntries(actions: readonly Action[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const submenus = new Map<string, Action[]>();
  for (const a of actions) {
    if (!a.submenu) {
      entries.push({ kind: 'item', action: a });
      continue;
    }
    const list = submenus.get(a.submenu);
    if (list) list.push(a);
    else {
      const created = [a];
      submenus.set(a.submenu, created);
      entries.push({ kind: 'submenu', label: a.submenu, groupStart: !!a.groupStart, actions: created });
    }
  }
  return entries;
}

/** The whole menu bar as the desktop shell shows it natively: the same actions, labels, shortcuts and states. */
export function menuModel(app: AppStore, actions: readonly Action[]): MenuModel {
  const item = (a: Action) => ({ id: a.id, label: actionLabel(a, app), enabled: a.enabled(app), groupStart: !!a.groupStart, ...(a.shortcut ? { shortcut: a.shortcut } : {}) });
  return {
    menus: MENUS.map((menu) => ({
      name: menu.name,
      label: menu.label,
      entries: menuEntries(actions.filter((a) => a.menu === menu.name)).map((e) =>
        e.kind === 'item' ? { kind: 'item' as const, ...item(e.action) } : { kind: 'submenu' as const, label: e.label, groupStart: e.groupStart, items: e.actions.map(item) },
      ),
    })),
    recent: app.recent.slice(0, 12).map((r) => ({ path: r.path, name: r.name })),
  };
}
