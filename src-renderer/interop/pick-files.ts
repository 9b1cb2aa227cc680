import { MAX_TILED_UPLOAD_BYTES } from '../../src-shared/api/contract-interop';

export type PickedBinary = { name: string; base64: string };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Ask for one or more files (a map with its tilesets and images); null when the user cancels. */
export function pickFiles(accept: string): Promise<{ files: PickedBinary[] } | { error: string } | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const chosen = [...(input.files ?? [])];
      input.remove();
      if (chosen.length === 0) return resolve(null);
      const total = chosen.reduce((n, f) => n + f.size, 0);
      if (total > MAX_TILED_UPLOAD_BYTES)
        return resolve({ error: `the files weigh ${(total / 1048576).toFixed(1)} MB together; at most ${MAX_TILED_UPLOAD_BYTES / 1048576} MB can be imported at once` });
      Promise.all(chosen.map(async (f) => ({ name: f.name, base64: toBase64(new Uint8Array(await f.arrayBuffer())) }))).then(
        (files) => resolve({ files }),
        () => resolve({ error: 'the files could not be read' }),
      );
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    document.body.appendChild(input);
    input.click();
  });
}

export const TILED_ACCEPT = '.tmx,.tmj,.json,.tsx,.tsj,.png,.jpg,.jpeg';

/** The map among the chosen files: a .tmx or .tmj, else a .json that is not a tileset by its name. */
export function mapAmong(files: readonly PickedBinary[]): string | null {
  const named = (re: RegExp) => files.find((f) => re.test(f.name))?.name ?? null;
  return named(/\.(tmx|tmj)$/i) ?? named(/^(?!.*\.(tsj|tileset)\.json$).*\.json$/i);
}
