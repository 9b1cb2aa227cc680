import { observer } from 'mobx-react-lite';
import { APP_ACTIONS } from '../actions/app-actions';
import { MENUS } from '../actions/menu-structure';
import { shortcutLabel, type Action } from '../actions/registry';
import type { AppStore } from '../stores/app-store';
import { Modal } from './Modal';

/** Every keyboard shortcut, read from the action registry by menu, so the list can never drift from the keys. */
export function shortcutRows(actions: readonly Action[]): { menu: string; rows: { id: string; label: string; keys: string }[] }[] {
  return MENUS.map((menu) => ({
    menu: menu.label,
    rows: actions
      .filter((a) => a.menu === menu.name && a.shortcut)
      .map((a) => ({ id: a.id, label: a.submenu ? `${a.submenu} ▸ ${a.label}` : a.label, keys: shortcutLabel(a.shortcut!) })),
  })).filter((group) => group.rows.length > 0);
}

export const ShortcutsDialog = observer(function ShortcutsDialog({ app }: { app: AppStore }) {
  return (
    <Modal title="Keyboard Shortcuts" onClose={() => app.closeDialog()} testId="dialog-shortcuts" className="shortcuts-dialog">
      <div className="shortcut-groups">
        {shortcutRows(APP_ACTIONS).map((group) => (
          <table key={group.menu} className="shortcut-table">
            <caption>{group.menu}</caption>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.id} data-shortcut-for={row.id}>
                  <td>{row.label}</td>
                  <td>
                    <kbd>{row.keys}</kbd>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="muted hint">
        On the map, Alt with a tool removes instead of adding and Escape cancels a stroke in progress. In text fields the field keeps its own editing keys.
      </p>
    </Modal>
  );
});
