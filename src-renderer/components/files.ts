import { MAX_SCENARIO_JSON_BYTES } from '../../src-shared/schema/import-json';

export type PickedFile = { name: string; text: string; error?: string };

/** Ask the user for a text file (the upload half of browser mode; the desktop window uses the same picker). */
export function pickTextFile(accept: string): Promise<PickedFile | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (!file) return resolve(null);
      if (file.size > MAX_SCENARIO_JSON_BYTES) {
        const mb = (n: number) => (n / 1048576).toFixed(1);
        return resolve({ name: file.name, text: '', error: `the file is ${mb(file.size)} MB; the largest scenario file Atoll accepts is ${mb(MAX_SCENARIO_JSON_BYTES)} MB` });
      }
      file.text().then(
        (text) => resolve({ name: file.name, text }),
        () => resolve({ name: file.name, text: '', error: 'the file could not be read' }),
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

export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}

export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
