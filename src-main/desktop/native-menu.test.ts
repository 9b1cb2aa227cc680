import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { MenuModel, ShellCommand } from '../../src-shared/api/shell';
import { menuTemplate, toAccelerator } from './native-menu';

const model: MenuModel = {
  menus: [
    {
      name: 'file',
      label: 'File',
      entries: [
        { kind: 'item', id: 'file.new', label: 'New Project', shortcut: 'Mod+Alt+N', enabled: true, groupStart: false },
        { kind: 'item', id: 'file.open', label: 'Open…', shortcut: 'Mod+O', enabled: true, groupStart: false },
        { kind: 'submenu', label: 'Export', groupStart: true, items: [{ id: 'file.exportJson', label: 'Scenario JSON…', shortcut: 'Mod+E', enabled: false, groupStart: false }] },
      ],
    },
    { name: 'edit', label: 'Edit', entries: [{ kind: 'item', id: 'edit.undo', label: 'Undo Paint', shortcut: 'Mod+Z', enabled: true, groupStart: false }] },
    { name: 'tools', label: 'Tools', entries: [{ kind: 'item', id: 'tool.brush', label: 'Terrain Brush', shortcut: 'B', enabled: true, groupStart: false }] },
    { name: 'view', label: 'View', entries: [{ kind: 'item', id: 'view.panLeft', label: 'Pan Left', shortcut: 'ArrowLeft', enabled: true, groupStart: false }] },
    { name: 'help', label: 'Help', entries: [{ kind: 'item', id: 'help.about', label: 'About Atoll', enabled: true, groupStart: false }] },
  ],
  recent: [{ path: '/home/me/Atoll Projects/kokoda.atoll', name: 'kokoda' }],
};

function build(platform: string, packaged = true) {
  const sent: ShellCommand[] = [];
  const menus = menuTemplate(model, platform, packaged, (c) => sent.push(c));
  const find = (label: string) => menus.find((m) => m.label === label)!.submenu as MenuItemConstructorOptions[];
  const click = (item: MenuItemConstructorOptions) => (item.click as () => void)();
  return { menus, sent, find, click };
}

describe('toAccelerator', () => {
  it('writes the registry shortcuts as Electron accelerators', () => {
    expect(toAccelerator('Mod+Shift+Z')).toBe('CmdOrCtrl+Shift+Z');
    expect(toAccelerator('Mod+Alt+N')).toBe('CmdOrCtrl+Alt+N');
    expect(toAccelerator('Alt+1')).toBe('Alt+1');
    expect(toAccelerator('b')).toBe('B');
    expect(toAccelerator('ArrowLeft')).toBe('Left');
    expect(toAccelerator('[')).toBe('[');
  });
});

describe('the native menu', () => {
  it('holds the page’s menus, labels, states and shortcuts; a click sends the action to the page', () => {
    const { menus, find, sent, click } = build('linux');
    expect(menus.map((m) => m.label)).toEqual(['File', 'Edit', 'Tools', 'View', 'Help']);
    const undo = find('Edit').find((i) => i.id === 'edit.undo')!;
    expect(undo).toMatchObject({ label: 'Undo Paint', enabled: true, accelerator: 'CmdOrCtrl+Z' });
    click(undo);
    const exportMenu = find('File').find((i) => i.label === 'Export')!.submenu as MenuItemConstructorOptions[];
    expect(exportMenu[0]).toMatchObject({ id: 'file.exportJson', enabled: false, accelerator: 'CmdOrCtrl+E' });
    click(find('Help').find((i) => i.id === 'help.about')!);
    expect(sent).toEqual([{ kind: 'action', id: 'edit.undo' }, { kind: 'action', id: 'help.about' }]);
  });

  it('has Open Recent after Open…, each project opening by its path', () => {
    const { find, sent, click } = build('win32');
    const file = find('File');
    const at = file.findIndex((i) => i.id === 'file.open');
    expect(file[at + 1]).toMatchObject({ label: 'Open Recent', enabled: true });
    const recent = file[at + 1].submenu as MenuItemConstructorOptions[];
    expect(recent.map((r) => r.label)).toEqual(['kokoda']);
    click(recent[0]);
    expect(sent).toEqual([{ kind: 'open', path: '/home/me/Atoll Projects/kokoda.atoll' }]);
    expect(menuTemplate({ ...model, recent: [] }, 'linux', true, () => undefined)[0].submenu).toContainEqual(expect.objectContaining({ label: 'Open Recent', enabled: false }));
  });

  it('on Windows and Linux shows the shortcuts but leaves the keys to the page, which knows when a field has the focus', () => {
    const { find } = build('linux');
    expect(find('Tools')[0]).toMatchObject({ accelerator: 'B', registerAccelerator: false });
    expect(find('Edit')[0]).toMatchObject({ registerAccelerator: false });
    expect(find('File').at(-1)).toEqual({ role: 'quit' });
    expect(find('Edit').map((i) => i.role).filter(Boolean)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('on macOS binds only shortcuts with a modifier (a plain B or arrow would be taken from text fields) and adds the app menu', () => {
    const { menus, find } = build('darwin');
    expect(menus[0].label).toBe('Atoll');
    expect((menus[0].submenu as MenuItemConstructorOptions[])[0]).toMatchObject({ id: 'help.about' });
    expect(find('Tools')[0]).not.toHaveProperty('accelerator');
    expect(find('View')[0]).not.toHaveProperty('accelerator');
    expect(find('Edit')[0]).toMatchObject({ accelerator: 'CmdOrCtrl+Z', registerAccelerator: true });
    expect(find('Help').some((i) => i.id === 'help.about')).toBe(false);
  });

  it('offers the developer tools only when the app runs from its sources', () => {
    expect(build('linux', false).find('View').some((i) => i.role === 'toggleDevTools')).toBe(true);
    expect(build('linux', true).find('View').some((i) => i.role === 'toggleDevTools')).toBe(false);
  });
});
