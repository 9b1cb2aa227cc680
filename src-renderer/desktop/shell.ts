import { autorun } from 'mobx';
import type { ShellBridge, ShellCommand } from '../../src-shared/api/shell';
import { menuModel } from '../actions/menu-structure';
import { runAction, type Action } from '../actions/registry';
import type { AppStore } from '../stores/app-store';

/** Edit commands a text field does itself: chosen from the native menu while a field has the focus, they go to it. */
const FIELD_COMMANDS: Readonly<Record<string, string>> = { 'edit.undo': 'undo', 'edit.redo': 'redo' };

function textFieldFocused(): boolean {
  const el = document.activeElement;
  return el instanceof HTMLElement && (el.isContentEditable || el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|range|color|file)$/.test((el as HTMLInputElement).type)));
}

export async function runShellCommand(app: AppStore, actions: readonly Action[], command: ShellCommand): Promise<void> {
  switch (command.kind) {
    case 'action': {
      const action = actions.find((a) => a.id === command.id);
      if (!action) return;
      if (FIELD_COMMANDS[action.id] && textFieldFocused()) document.execCommand(FIELD_COMMANDS[action.id]);
      else await runAction(app, action);
      return;
    }
    case 'open':
      return app.openPath(command.path);
    case 'import':
      return app.importJson(command.fileName, command.text);
    case 'refused':
      return app.fail(`Open ${command.fileName}`, new Error(`Atoll cannot open ${command.fileName}: ${command.reason}`));
  }
}

/** The desktop app: the native menu mirrors the in-app one as the app's state changes (labels such as "Undo Paint",
 *  enabled states, Open Recent), and commands from the native menu, the command line and second launches run here. */
export function connectShell(app: AppStore, actions: readonly Action[], shell: ShellBridge<File>): () => void {
  shell.onCommand((command) => void runShellCommand(app, actions, command));
  let sent = '';
  return autorun(() => {
    const model = menuModel(app, actions);
    const text = JSON.stringify(model);
    if (text === sent) return;
    sent = text;
    shell.setMenu(model);
  });
}
