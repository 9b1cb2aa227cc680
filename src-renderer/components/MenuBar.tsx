import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { actionLabel } from '../actions/app-actions';
import { runAction, shortcutLabel, type Action, type MenuName } from '../actions/registry';
import type { AppStore } from '../stores/app-store';

const MENUS: { name: MenuName; label: string }[] = [
  { name: 'file', label: 'File' },
  { name: 'edit', label: 'Edit' },
  { name: 'view', label: 'View' },
  { name: 'tools', label: 'Tools' },
  { name: 'help', label: 'Help' },
];

export const MenuBar = observer(function MenuBar({ app, actions }: { app: AppStore; actions: readonly Action[] }) {
  const [open, setOpen] = useState<MenuName | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (bar.current && !bar.current.contains(e.target as Node)) setOpen(null);
    };
    window.addEventListener('mousedown', close);
    return () => window.removeEventListener('mousedown', close);
  }, []);

  return (
    <div className="menubar" ref={bar} role="menubar">
      <span className="brand">Atoll</span>
      {MENUS.map((menu) => (
        <div key={menu.name} className="menu">
          <button
            role="menuitem"
            className={open === menu.name ? 'menu-title open' : 'menu-title'}
            onClick={() => setOpen(open === menu.name ? null : menu.name)}
            onMouseEnter={() => open && setOpen(menu.name)}
          >
            {menu.label}
          </button>
          {open === menu.name && (
            <div className="menu-items" role="menu">
              {actions
                .filter((a) => a.menu === menu.name)
                .map((a) => (
                  <div key={a.id}>
                    {a.groupStart && <hr />}
                    <button
                      role="menuitem"
                      data-action={a.id}
                      disabled={!a.enabled(app)}
                      onClick={() => {
                        setOpen(null);
                        void runAction(app, a);
                      }}
                    >
                      <span>{actionLabel(a, app)}</span>
                      {a.shortcut && <kbd>{shortcutLabel(a.shortcut)}</kbd>}
                    </button>
                  </div>
                ))}
              {menu.name === 'file' && app.recent.length > 0 && (
                <div className="submenu">
                  <hr />
                  <div className="menu-caption">Open Recent</div>
                  {app.recent.slice(0, 8).map((r) => (
                    <button
                      key={r.path}
                      role="menuitem"
                      data-recent={r.path}
                      title={r.path}
                      onClick={() => {
                        setOpen(null);
                        void app.openPath(r.path);
                      }}
                    >
                      <span>{r.name}</span>
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  );
});
