import { ipcMain, Menu, type BrowserWindow, type IpcMainEvent, type WebContents } from 'electron';
import { MenuModelSchema, SHELL_CHANNELS, type ShellCommand } from '../../src-shared/api/shell';
import { commandForFile } from './launch-files';
import { menuTemplate } from './native-menu';

/** Is this message from the main frame of our own window? (IPC from anything else is ignored.) */
export function fromOurWindow(event: Pick<IpcMainEvent, 'sender' | 'senderFrame'>, win: BrowserWindow | null): boolean {
  const contents: WebContents | undefined = win?.webContents;
  return !!contents && event.sender === contents && !!event.senderFrame && event.senderFrame === contents.mainFrame;
}

/**
 * The desktop shell's side of the page: commands for the page wait until it listens (a file opened at launch, before
 * the page has loaded, is not lost), and the page's menu becomes the native menu.
 */
export class ShellChannel {
  private ready = false;
  private readonly queue: ShellCommand[] = [];

  constructor(
    private readonly window: () => BrowserWindow | null,
    private readonly platform: string,
    private readonly packaged: boolean,
  ) {
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ menus: [], recent: [] }, platform, packaged, () => undefined)));
    ipcMain.on(SHELL_CHANNELS.ready, (event) => {
      if (!fromOurWindow(event, this.window())) return;
      this.ready = true;
      for (const command of this.queue.splice(0)) this.send(command);
    });
    ipcMain.on(SHELL_CHANNELS.menu, (event, model: unknown) => {
      if (!fromOurWindow(event, this.window())) return;
      const parsed = MenuModelSchema.safeParse(model);
      if (!parsed.success) return;
      Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(parsed.data, this.platform, this.packaged, (c) => this.send(c))));
    });
  }

  /** The page reloaded or is loading: hold commands until it listens again. */
  pageLeft(): void {
    this.ready = false;
  }

  send(command: ShellCommand): void {
    const win = this.window();
    if (!win || win.isDestroyed() || !this.ready) {
      this.queue.push(command);
      return;
    }
    win.webContents.send(SHELL_CHANNELS.command, command);
  }

  /** Files the user gave the app (command line, a second launch, the dock): each is opened or imported, or refused
   *  with the reason, and the window comes to the front. */
  openFiles(files: readonly string[]): void {
    for (const file of files) this.send(commandForFile(file));
    const win = this.window();
    if (files.length > 0 && win && !win.isDestroyed()) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  }
}
