import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src-shared/api/dispatch';
import { emptyDocument } from '../../src-shared/model';
import { parseScenarioJson } from '../../src-shared/schema';
import { createBackend, type Backend } from './backend';
import { confinedPaths } from './paths';

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let dir: string;
let backend: Backend;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atoll-assets-'));
  backend = createBackend({ host: 'web', version: 't', projectsDir: dir, dataDir: path.join(dir, '.atoll'), paths: confinedPaths(dir), newHandle: () => Math.random().toString(36).slice(2) });
});
afterEach(() => {
  backend.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: string, input: unknown) => dispatch(backend.handlers, method, input);

describe('tracing images (assets)', () => {
  it('stores a PNG once, returns it, and refuses what is not an image', async () => {
    const { handle } = await backend.handlers['project.create']({});
    const first = await call('assets.put', { handle, mime: 'image/png', base64: PNG });
    const again = await call('assets.put', { handle, mime: 'image/png', base64: PNG });
    expect(first.ok && again.ok && first.value).toEqual(again.ok && again.value);
    const id = (first as { value: { id: string } }).value.id;
    expect(await call('assets.get', { handle, id })).toEqual({ ok: true, value: { mime: 'image/png', base64: PNG } });
    const text = await call('assets.put', { handle, mime: 'image/png', base64: Buffer.from('hello, not an image').toString('base64') });
    expect(text).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'that file is not a PNG or JPEG image' } });
    const lie = await call('assets.put', { handle, mime: 'image/jpeg', base64: PNG });
    expect(lie).toMatchObject({ ok: false, error: { message: 'that file is a PNG image, not JPEG' } });
    expect(await call('assets.get', { handle, id: 'img-none' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('a project with a background exports the image inside the JSON, and imports back the same', async () => {
    const { handle, document } = await backend.handlers['project.create']({});
    const { id } = await backend.handlers['assets.put']({ handle, mime: 'image/png', base64: PNG });
    const background = { assetId: id, xMm: 5, yMm: -3, mmPerPx: 0.5, opacity: 0.6, locked: false, visible: true };
    await backend.handlers['project.apply']({ handle, label: 'Add tracing image', changes: [{ kind: 'set', name: 'map', value: { ...document.map, background } }] });
    const { text } = await backend.handlers['project.exportJson']({ handle });
    const parsed = parseScenarioJson(text);
    expect(parsed.ok && parsed.document.assets).toEqual([{ id, mime: 'image/png', data: PNG }]);
    const imported = await backend.handlers['project.importJson']({ fileName: 'x.atoll.json', text });
    expect(imported.document.map.background).toEqual(background);
    expect(await backend.handlers['assets.get']({ handle: imported.handle, id })).toEqual({ mime: 'image/png', base64: PNG });
    expect((await backend.handlers['project.exportJson']({ handle: imported.handle })).text).toBe(text);
  });

  it('a JSON whose background image is not embedded is refused with the reason', () => {
    const doc = emptyDocument();
    doc.map.background = { assetId: 'img-x', xMm: 0, yMm: 0, mmPerPx: 1, opacity: 1, locked: true, visible: true };
    const result = parseScenarioJson(JSON.stringify(doc));
    expect(result).toEqual({ ok: false, errors: [{ path: '$.map.background.assetId', message: 'the background image is not embedded in the file (missing from "assets")' }] });
  });
});
