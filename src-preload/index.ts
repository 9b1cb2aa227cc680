import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { METHOD_NAMES } from '../src-shared/api/contract';
import { MenuModelSchema, SHELL_CHANNELS, ShellCommandSchema, type MenuModel, type ShellBridge, type ShellCommand } from '../src-shared/api/shell';

// Exactly the contract's methods, each a function of one argument; never ipcRenderer itself.
const bridge = Object.fromEntries(
  METHOD_NAMES.map((name) => [name, (input: unknown) => ipcRenderer.invoke(`atoll:${name}`, input)]),
);
contextBridge.exposeInMainWorld('atoll', Object.freeze(bridge));

// The desktop shell's channel: three functions, each checking what passes through.
const shell: ShellBridge<File> = {
  onCommand(listener: (command: ShellCommand) => void) {
    ipcRenderer.removeAllListeners(SHELL_CHANNELS.command);
    ipcRenderer.on(SHELL_CHANNELS.command, (_event, command: unknown) => {
      const parsed = ShellCommandSchema.safeParse(command);
      if (parsed.success) listener(parsed.data);
    });
    ipcRenderer.send(SHELL_CHANNELS.ready);
  },
  setMenu(model: MenuModel) {
    const parsed = MenuModelSchema.safeParse(model);
    if (parsed.success) ipcRenderer.send(SHELL_CHANNELS.menu, parsed.data);
  },
  pathForFile: (file: File) => webUtils.getPathForFile(file),
};
contextBridge.exposeInMainWorld('atollShell', Object.freeze(shell));
