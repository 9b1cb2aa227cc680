import { PROJECT_FILE, SCENARIO_FILE, type ShellBridge } from '../../src-shared/api/shell';
import type { AppStore } from '../stores/app-store';

/** A file dropped anywhere on the window: a .atoll.json scenario is imported, a .atoll project opened (in the desktop
 *  app, by its path; browser mode can only open projects from its projects folder and says so), anything else is
 *  refused with the reason. The page never navigates to a dropped file. */
export async function openDroppedFile(app: AppStore, files: readonly File[], shell: ShellBridge<File> | undefined): Promise<void> {
  const file = files[0];
  if (!file) return;
  const more = files.length > 1 ? ` (one file at a time: ${files.length - 1} more left alone)` : '';
  if (SCENARIO_FILE.test(file.name)) {
    await app.importJson(file.name, await file.text());
    if (more) app.setStatus(`${app.status}${more}`);
  } else if (PROJECT_FILE.test(file.name)) {
    if (!shell) return app.fail(`Open ${file.name}`, new Error('browser mode opens projects from its projects folder: choose File ▸ Open'));
    await app.openPath(shell.pathForFile(file));
    if (more) app.setStatus(`${app.status}${more}`);
  } else {
    app.fail(`Open ${file.name}`, new Error(`Atoll opens .atoll projects and .atoll.json scenarios; ${file.name} is neither`));
  }
}

export function installFileDrop(app: AppStore, shell: ShellBridge<File> | undefined): () => void {
  const carriesFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files');
  const over = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer!.dropEffect = 'copy';
  };
  const drop = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    void openDroppedFile(app, Array.from(e.dataTransfer!.files), shell);
  };
  window.addEventListener('dragover', over);
  window.addEventListener('drop', drop);
  return () => {
    window.removeEventListener('dragover', over);
    window.removeEventListener('drop', drop);
  };
}
