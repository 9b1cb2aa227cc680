import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { mapPixelSize } from '../../src-shared/hex';
import { MAX_ASSET_BYTES, sniffImage, type Background } from '../../src-shared/model';
import type { Stroke } from '../stores/document-store';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';

type Props = { project: DocumentStore; editor: EditorStore; report: (message: string) => void };

function pickImage(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/png,image/jpeg';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null));
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('the image could not be decoded'));
    image.src = url;
  });
}

/** Tracing: import an old map or aerial photo under the map, calibrate it, set its opacity, lock it. */
export const TracingFields = observer(function TracingFields({ project, editor, report }: Props) {
  const bg = project.map.background;
  const slide = useRef<Stroke | null>(null);
  const setBackground = (label: string, next: Background | undefined) => {
    const map = { ...project.map };
    if (next) map.background = next;
    else delete map.background;
    return project.commit(label, [{ kind: 'set', name: 'map', value: map }]);
  };

  const importImage = async () => {
    const file = await pickImage();
    if (!file) return;
    if (file.size > MAX_ASSET_BYTES) return report(`The image is ${(file.size / 1048576).toFixed(1)} MB; the largest Atoll keeps is ${MAX_ASSET_BYTES / 1048576} MB`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImage(bytes);
    if (!mime) return report(`${file.name} is not a PNG or JPEG image`);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    const base64 = btoa(binary);
    try {
      const size = await naturalSize(`data:${mime};base64,${base64}`);
      const id = await project.putAsset(mime, base64);
      const map = project.map;
      const mapMm = mapPixelSize({ orientation: map.orientation, stagger: map.stagger }, map.hexSizeMm, map.cols, map.rows);
      await setBackground('Add tracing image', { assetId: id, xMm: 0, yMm: 0, mmPerPx: mapMm.width / size.width, opacity: 0.5, locked: false, visible: true });
      editor.setTool('trace');
      report('Tracing image added: drag it with the tracing tool (T), or calibrate it');
    } catch (e) {
      report(`The tracing image was not added: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <fieldset data-testid="tracing">
      <legend>Tracing image</legend>
      {!bg ? (
        <button onClick={importImage} data-testid="tracing-import">
          Import PNG or JPEG…
        </button>
      ) : (
        <>
          <label className="palette-row">
            <span>Opacity</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={bg.opacity}
              data-testid="tracing-opacity"
              onPointerDown={() => (slide.current = project.beginStroke())}
              onChange={(e) => {
                const change = { kind: 'set', name: 'map', value: { ...project.map, background: { ...bg, opacity: Number(e.target.value) } } } as const;
                if (slide.current) slide.current.apply([change]);
                else void project.commit('Change tracing opacity', [change]);
              }}
              onPointerUp={() => {
                void slide.current?.commit('Change tracing opacity');
                slide.current = null;
              }}
            />
          </label>
          <label className="palette-row">
            <input type="checkbox" checked={bg.visible} onChange={() => setBackground(bg.visible ? 'Hide tracing image' : 'Show tracing image', { ...bg, visible: !bg.visible })} /> Show
          </label>
          <label className="palette-row">
            <input type="checkbox" checked={bg.locked} data-testid="tracing-lock" onChange={() => setBackground(bg.locked ? 'Unlock tracing image' : 'Lock tracing image', { ...bg, locked: !bg.locked })} /> Locked
          </label>
          <div className="field-row">
            <button
              disabled={bg.locked}
              data-testid="tracing-calibrate"
              onClick={() => {
                editor.setTool('trace');
                editor.setCalibration([]);
                report('Calibrate: click a first point of the image');
              }}
            >
              Calibrate…
            </button>
            <button onClick={() => setBackground('Remove tracing image', undefined)}>Remove</button>
          </div>
          <p className="muted hint">{(1 / bg.mmPerPx).toFixed(2)} image pixels per mm. Never printed.</p>
        </>
      )}
    </fieldset>
  );
});
