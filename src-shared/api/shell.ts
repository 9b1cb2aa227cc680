/**
 * The desktop shell's own small channel, beside the api contract: what the Electron main process and the page say to
 * each other about the window itself. The page sends its menu (built from the same action registry as the in-app
 * menu) so the native menu can show it; the main process sends the commands the native menu, the command line, a
 * second launch and the dock raise (run an action, open a file, import a scenario's text). Both sides validate.
 */
import { z } from 'zod';

export const SHELL_CHANNELS = {
  /** main → page: a ShellCommand. */
  command: 'atoll-shell:command',
  /** page → main: the page listens now; commands queued before are sent. */
  ready: 'atoll-shell:ready',
  /** page → main: the MenuModel to show natively. */
  menu: 'atoll-shell:menu',
} as const;

const Label = z.string().min(1).max(200);
const ActionId = z.string().regex(/^[a-z][A-Za-z0-9.-]{0,80}$/, 'an action id');

export const MenuItemSchema = z.strictObject({
  id: ActionId,
  label: Label,
  /** As the action registry writes it: `Mod+Shift+Z`, `Alt+1`, `B`, `[`. */
  shortcut: z.string().max(40).optional(),
  enabled: z.boolean(),
  groupStart: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuEntrySchema = z.union([
  MenuItemSchema.extend({ kind: z.literal('item') }),
  z.strictObject({ kind: z.literal('submenu'), label: Label, groupStart: z.boolean(), items: z.array(MenuItemSchema).max(100) }),
]);
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

export const MENU_NAMES = ['file', 'edit', 'view', 'play', 'tools', 'help'] as const;

export const MenuModelSchema = z.strictObject({
  menus: z.array(z.strictObject({ name: z.enum(MENU_NAMES), label: Label, entries: z.array(MenuEntrySchema).max(200) })).max(MENU_NAMES.length),
  recent: z.array(z.strictObject({ path: z.string().min(1).max(4096), name: z.string().max(260) })).max(20),
});
export type MenuModel = z.infer<typeof MenuModelSchema>;

export const ShellCommandSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('action'), id: ActionId }),
  /** Open a .atoll project by its path. */
  z.strictObject({ kind: z.literal('open'), path: z.string().min(1).max(4096) }),
  /** Import a scenario file's text, read by the main process from a path the user gave it. */
  z.strictObject({ kind: z.literal('import'), fileName: z.string().min(1).max(255), text: z.string() }),
  /** Say why a file given to the app could not be opened. */
  z.strictObject({ kind: z.literal('refused'), fileName: z.string().max(255), reason: z.string().max(500) }),
]);
export type ShellCommand = z.infer<typeof ShellCommandSchema>;

/** What the preload exposes as `window.atollShell` (desktop only); `F` is the DOM's File. */
export type ShellBridge<F> = {
  onCommand(listener: (command: ShellCommand) => void): void;
  setMenu(model: MenuModel): void;
  /** The path of a file dropped on the window. */
  pathForFile(file: F): string;
};

/** Files Atoll opens: projects, and scenario JSON to import. */
export const PROJECT_FILE = /\.atoll$/i;
export const SCENARIO_FILE = /\.atoll\.json$/i;
