import { TiledImportStore } from '../interop/tiled-import-store';
import { mapAmong, pickFiles, TILED_ACCEPT } from '../interop/pick-files';
import type { Action } from './registry';

/** File ▸ Import ▸ Tiled Map… (choose the map with its tilesets and their images, then map its tiles in the dialog)
 *  and File ▸ Export ▸ Tiled Map… and VASSAL Module…. */
export const INTEROP_ACTIONS: readonly Action[] = [
  {
    id: 'file.importTiled',
    label: 'Tiled Map…',
    menu: 'file',
    submenu: 'Import',
    enabled: () => true,
    perform: async (app) => {
      const picked = await pickFiles(TILED_ACCEPT);
      if (!picked) return;
      if ('error' in picked) return app.fail('Import Tiled map', new Error(picked.error));
      const map = mapAmong(picked.files);
      if (!map) return app.fail('Import Tiled map', new Error('choose a Tiled map (.tmx or .tmj), with its tilesets (.tsx) and their images if it has them'));
      const store = new TiledImportStore(app.api, picked.files, map, app.project?.handle ?? null);
      app.showDialog({ kind: 'tiled-import', store });
      await store.inspect();
    },
  },
  {
    id: 'file.export.tiled',
    label: 'Tiled Map…',
    menu: 'file',
    submenu: 'Export',
    enabled: (app) => app.project !== null,
    perform: (app) => app.showDialog({ kind: 'interop-export', exportKind: 'tiled' }),
  },
  {
    id: 'file.export.vassal',
    label: 'VASSAL Module…',
    menu: 'file',
    submenu: 'Export',
    enabled: (app) => app.project !== null,
    perform: (app) => app.showDialog({ kind: 'interop-export', exportKind: 'vassal' }),
  },
];
