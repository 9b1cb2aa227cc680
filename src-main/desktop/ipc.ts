import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { METHOD_NAMES, type Handlers } from '../../src-shared/api/contract';
import { dispatch } from '../../src-shared/api/dispatch';
import { packAnswer } from '../../src-shared/api/wire';

export const IPC_PREFIX = 'atoll:';

/** Register every contract method on ipcMain. Calls are accepted only from the main frame of our own window
 *  (never from a subframe or another webContents), and every payload is validated by `dispatch`. */
export function registerIpc(handlers: Handlers, isOurWindow: (contents: WebContents) => boolean): void {
  for (const name of METHOD_NAMES) {
    ipcMain.handle(IPC_PREFIX + name, async (event: IpcMainInvokeEvent, input: unknown) => {
      const frame = event.senderFrame;
      if (!isOurWindow(event.sender) || !frame || frame !== event.sender.mainFrame)
        return { ok: false, error: { code: 'unauthorized', message: 'call refused: not from the Atoll window' } };
      const response = await dispatch(handlers, name, input);
      return response.ok ? { ...response, value: packAnswer(response.value) } : response;
    });
  }
}
