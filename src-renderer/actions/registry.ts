import type { AppStore } from '../stores/app-store';

export type MenuName = 'file' | 'edit' | 'view' | 'play' | 'tools' | 'help';

export type Action = {
  id: string;
  label: string;
  menu: MenuName;
  /** `Mod` is Ctrl (Cmd on macOS); e.g. `Mod+Shift+Z`. */
  shortcut?: string;
  /** Menu separator before this item. */
  groupStart?: boolean;
  /** The submenu this item sits in (File ▸ Export ▸ …); items of one submenu are listed together where the first appears. */
  submenu?: string;
  enabled: (app: AppStore) => boolean;
  perform: (app: AppStore) => void | Promise<void>;
};

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

export function shortcutLabel(shortcut: string): string {
  return isMac ? shortcut.replace('Mod+', '⌘').replace('Shift+', '⇧').replace('Alt+', '⌥') : shortcut.replace('Mod+', 'Ctrl+');
}

/** Does this key event match a shortcut like `Mod+Shift+Z`? */
export function matchesShortcut(event: KeyboardEvent, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts[parts.length - 1].toLowerCase();
  const mod = parts.includes('Mod');
  const modPressed = isMac ? event.metaKey : event.ctrlKey;
  return (
    event.key.toLowerCase() === key &&
    mod === modPressed &&
    parts.includes('Shift') === event.shiftKey &&
    parts.includes('Alt') === event.altKey
  );
}

/** Find the action a key press asks for. Text fields keep their own editing keys (undo inside a field is the
 *  field's own), except shortcuts with Mod that the field does not use. */
export function actionForKey(actions: readonly Action[], event: KeyboardEvent): Action | undefined {
  const target = event.target as HTMLElement | null;
  const inField = !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
  return actions.find((a) => {
    if (!a.shortcut || !matchesShortcut(event, a.shortcut)) return false;
    if (inField && (a.menu === 'edit' || !a.shortcut.includes('Mod+'))) return false;
    return true;
  });
}

export async function runAction(app: AppStore, action: Action) {
  app.clearNotice();
  if (!action.enabled(app)) return;
  try {
    await action.perform(app);
  } catch (e) {
    app.fail(action.label, e);
  }
}
