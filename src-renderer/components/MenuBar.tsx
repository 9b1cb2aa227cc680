import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { actionLabel } from '../actions/app-actions';
import { MENUS, menuEntries } from '../actions/menu-structure';
import { runAction, shortcutLabel, type Action, type MenuName } from '../actions/registry';
import type { AppStore } from '../stores/app-store';

export const MenuBar = observer(function MenuBar({ app, actions }: { app: AppStore; actions: readonly Action[] }) {
  const [open, setOpenState] = useState<MenuName | null>(null);
  const [sub, setSub] = useState<string | null>(null);
  const setOpen = (name: MenuName | null) => {
    setOpenState(name);
    setSub(null);
  };
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (bar.current && !bar.current.contains(e.target as Node)) setOpen(null);
    };
    window.addEventListener('mousedown', close);
    return () => window.removeEventListener('mousedown', close);
  }, []);
  useEffect(() => {
    if (!open) return;
    // Escape closes the open menu (a submenu first), and goes no further: no tool or dialog hears it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (sub) setSub(null);
      else setOpen(null);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, sub]);

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
              {menuEntries(actions.filter((a) => a.menu === menu.name)).map((entry) =>
                entry.kind === 'item' ? (
                  <div key={entry.action.id}>
                    {entry.action.groupStart && <hr />}
                    <MenuItem app={app} action={entry.action} close={() => setOpen(null)} />
                  </div>
                ) : (
                  <div key={`submenu-${entry.label}`} className="submenu-host" onMouseEnter={() => setSub(entry.label)} onMouseLeave={() => setSub(null)}>
                    {entry.groupStart && <hr />}
                    <button role="menuitem" aria-haspopup="menu" aria-expanded={sub === entry.label} data-submenu={entry.label} onClick={() => setSub(sub === entry.label ? null : entry.label)}>
                      <span>{entry.label}</span>
                      <span aria-hidden>▸</span>
                    </button>
                    {sub === entry.label && (
                      <div className="menu-items flyout" role="menu" aria-label={entry.label}>
                        {entry.actions.map((a) => (
                          <div key={a.id}>
                            {a.groupStart && entry.actions[0] !== a && <hr />}
                            <MenuItem app={app} action={a} close={() => setOpen(null)} />
                          </div>
                        ))}
                      </div>
                    )}
                  </div>
                ),
              )}
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
                      <span>{r.name || '(untitled)'}</span>
                      {r.draft && <kbd>draft</kbd>}
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

function MenuItem({ app, action, close }: { app: AppStore; action: Action; close: () => void }) {
  return (
    <button
      role="menuitem"
      data-action={action.id}
      disabled={!action.enabled(app)}
      onClick={() => {
        close();
        void runAction(app, action);
      }}
    >
      <span>{actionLabel(action, app)}</span>
      {action.shortcut && <kbd>{shortcutLabel(action.shortcut)}</kbd>}
    </button>
  );
}
