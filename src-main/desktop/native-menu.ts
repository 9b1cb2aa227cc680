import type { MenuItemConstructorOptions } from 'electron';
import type { MenuEntry, MenuItem, MenuModel, ShellCommand } from '../../src-shared/api/shell';

type Platform = 'darwin' | 'win32' | 'linux' | string;

const KEY_NAMES: Record<string, string> = { ArrowLeft: 'Left', ArrowRight: 'Right', ArrowUp: 'Up', ArrowDown: 'Down', '=': '=', '-': '-' };

/** The action registry's shortcut (`Mod+Shift+Z`) as an Electron accelerator (`CmdOrCtrl+Shift+Z`). */
export function toAccelerator(shortcut: string): string {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const mods = parts.map((m) => (m === 'Mod' ? 'CmdOrCtrl' : m));
  return [...mods, KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key)].join('+');
}

/**
 * The native menu: the page's menus (the same actions, labels, shortcuts and enabled states as the in-app menu) with
 * Open Recent, the platform's clipboard items and, on macOS, the application menu. A click sends the action to the
 * page, which runs it exactly as its own menu does. Shortcuts are shown but, on Windows and Linux, left to the page's
 * key handler (which knows when a text field has the focus); on macOS, where a menu always takes its shortcuts, keys
 * without a modifier are not bound, so typing in a field is never taken over.
 */
export function menuTemplate(model: MenuModel, platform: Platform, packaged: boolean, send: (command: ShellCommand) => void): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const item = (i: MenuItem): MenuItemConstructorOptions => {
    const bindable = i.shortcut && (!mac || /(^|\+)(Mod|Alt|Ctrl)\+/.test(i.shortcut));
    return {
      id: i.id,
      label: i.label,
      enabled: i.enabled,
      ...(bindable ? { accelerator: toAccelerator(i.shortcut!), registerAccelerator: mac } : {}),
      click: () => send({ kind: 'action', id: i.id }),
    };
  };
  const entries = (list: readonly MenuEntry[]): MenuItemConstructorOptions[] =>
    list.flatMap((e) => {
      const built: MenuItemConstructorOptions = e.kind === 'item' ? item(e) : { label: e.label, submenu: e.items.map(item) };
      return e.groupStart ? [{ type: 'separator' as const }, built] : [built];
    });
  const recent: MenuItemConstructorOptions = {
    label: 'Open Recent',
    id: 'open-recent',
    enabled: model.recent.length > 0,
    submenu: model.recent.length > 0 ? model.recent.map((r) => ({ label: r.name, toolTip: r.path, click: () => send({ kind: 'open', path: r.path }) })) : [{ label: 'No recent projects', enabled: false }],
  };

  const menus = model.menus.map((menu): MenuItemConstructorOptions => {
    let submenu = entries(menu.entries);
    if (menu.name === 'file') {
      const open = submenu.findIndex((m) => m.id === 'file.open');
      submenu.splice(open + 1, 0, recent);
      if (!mac) submenu.push({ type: 'separator' }, { role: 'quit' });
    }
    if (menu.name === 'edit') submenu.push({ type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' });
    if (menu.name === 'view') submenu.push({ type: 'separator' }, { role: 'togglefullscreen' }, ...(packaged ? [] : [{ role: 'toggleDevTools' as const }]));
    if (menu.name === 'help' && mac) submenu = submenu.filter((m) => m.id !== 'help.about');
    return { label: menu.label, submenu, ...(menu.name === 'help' ? { role: 'help' as const } : {}) };
  });
  if (!mac) return menus;
  const about = model.menus.flatMap((m) => m.entries).find((e) => e.kind === 'item' && e.id === 'help.about') as MenuItem | undefined;
  const appMenu: MenuItemConstructorOptions = {
    label: 'Atoll',
    submenu: [
      ...(about ? [item(about), { type: 'separator' as const }] : []),
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  return [appMenu, ...menus];
}
