import { observer } from 'mobx-react-lite';
import { Modal } from '../components/Modal';
import { useState } from 'react';
import { TiledMappingSchema, ZONE_PURPOSES, type ObjectTarget } from '../../src-shared/interop/tiled/mapping';
import { FEATURE_TYPES, formatPath, type FeatureType } from '../../src-shared/model';
import { defaultRuleset } from '../../src-shared/ruleset';
import { downloadText, pickTextFile } from '../components/files';
import { FEATURE_LABELS } from '../map/tools/feature-tool';
import type { AppStore } from '../stores/app-store';
import { pickFiles, TILED_ACCEPT } from './pick-files';
import type { TiledImportStore, TiledSummaryData } from './tiled-import-store';
import './interop.css';

const RULESET = defaultRuleset();
const TERRAIN = RULESET.terrain.map((t) => ({ value: t.id, label: t.name }));
const terrainName = (id: string) => RULESET.terrain.find((t) => t.id === id)?.name ?? id;
const GROUP_LABELS = { point: 'Marks', area: 'Areas', line: 'Lines' } as const;
const PURPOSE_LABELS = { setup: 'set-up', entry: 'entry', victory: 'victory', other: 'other' } as const;

const targetValue = (t: ObjectTarget): string => (t.as === 'feature' ? `feature:${t.feature}` : t.as === 'zone' ? `zone:${t.purpose}` : t.as === 'hexside' || t.as === 'path' ? `${t.as}:${t.type}` : t.as);

function parseTarget(value: string): ObjectTarget {
  const [as, what] = value.split(':');
  if (as === 'feature') return { as, feature: what as FeatureType };
  if (as === 'zone') return { as, purpose: what as (typeof ZONE_PURPOSES)[number] };
  if (as === 'hexside' || as === 'path') return { as, type: what };
  return as === 'label' ? { as } : { as: 'ignore' };
}

function objectOptions(group: 'point' | 'area' | 'line'): { value: string; label: string }[] {
  if (group === 'line')
    return [
      ...RULESET.hexsides.map((h) => ({ value: `hexside:${h.id}`, label: `Hexsides: ${h.name}` })),
      ...RULESET.paths.map((p) => ({ value: `path:${p.id}`, label: `Path: ${p.name}` })),
      { value: 'ignore', label: 'Leave out' },
    ];
  return [
    ...(group === 'area' ? ZONE_PURPOSES.map((p) => ({ value: `zone:${p}`, label: `Zone (${PURPOSE_LABELS[p]})` })) : []),
    { value: 'label', label: 'Text label (its name)' },
    ...FEATURE_TYPES.filter((f) => f !== 'label').map((f) => ({ value: `feature:${f}`, label: FEATURE_LABELS[f] })),
    { value: 'ignore', label: 'Leave out' },
  ];
}

function gridLine(s: TiledSummaryData): string {
  const pushed = s.orientation === 'flat' ? 'columns' : 'rows';
  return `${s.cols} × ${s.rows} hexes, ${s.orientation}-top, ${s.stagger} ${pushed} pushed${s.infinite ? ' (an infinite map: the hexes its tiles cover)' : ''} · ${s.format.toUpperCase()}`;
}

const propText = (props: Record<string, string | number | boolean>) =>
  Object.entries(props)
    .map(([k, v]) => `${k} = ${String(v)}`)
    .join(', ');

const TileRows = observer(function TileRows({ store }: { store: TiledImportStore }) {
  const [levelDrafts, setLevelDrafts] = useState<Record<string, string>>({});
  const summary = store.summary!;
  return (
    <table className="interop-table" data-testid="tiled-tiles">
      <thead>
        <tr>
          <th>Tile</th>
          <th>Hexes</th>
          <th>Terrain</th>
          <th>Level</th>
          <th>Feature</th>
        </tr>
      </thead>
      <tbody>
        {summary.tiles.map((t) => {
          const choice = store.tiles[t.key] ?? {};
          const draft = levelDrafts[t.key] ?? (choice.elevation === undefined ? '' : String(choice.elevation));
          return (
            <tr key={t.key} data-tile={t.key} className={store.isMapped(t.key) ? '' : 'unmapped'}>
              <td>
                <div className="tile-cell">
                  {store.pictures[t.key] ? <img src={`data:image/png;base64,${store.pictures[t.key]}`} alt="" /> : <span className="no-picture">no image</span>}
                  <span>
                    <strong>{t.tileset} #{t.id}</strong>
                    {t.type && <span className="muted"> · {t.type}</span>}
                    {Object.keys(t.properties).length > 0 && <span className="muted props"> {propText(t.properties)}</span>}
                    {t.suggestion && <span className="suggested"> · from its {t.suggestion.by}</span>}
                  </span>
                </div>
              </td>
              <td className="num">{t.count}</td>
              <td>
                <select aria-label={`Terrain of ${t.key}`} value={choice.terrain ?? ''} onChange={(e) => store.setTile(t.key, { terrain: e.currentTarget.value || undefined })}>
                  <option value="">{store.isMapped(t.key) ? '— keep' : '— unmapped'}</option>
                  {TERRAIN.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  className="level"
                  aria-label={`Level of ${t.key}`}
                  inputMode="numeric"
                  value={draft}
                  placeholder="—"
                  onChange={(e) => setLevelDrafts({ ...levelDrafts, [t.key]: e.currentTarget.value })}
                  onBlur={(e) => {
                    const text = e.currentTarget.value.trim();
                    const n = Number(text);
                    const { [t.key]: _gone, ...rest } = levelDrafts;
                    void _gone;
                    setLevelDrafts(rest);
                    if (text === '') store.setTile(t.key, { elevation: undefined });
                    else if (Number.isInteger(n) && n >= -10 && n <= 50) store.setTile(t.key, { elevation: n });
                  }}
                  onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
                />
              </td>
              <td>
                <select aria-label={`Feature of ${t.key}`} value={choice.feature ?? ''} onChange={(e) => store.setTile(t.key, { feature: (e.currentTarget.value || undefined) as FeatureType | undefined })}>
                  <option value="">—</option>
                  {FEATURE_TYPES.map((f) => (
                    <option key={f} value={f}>
                      {FEATURE_LABELS[f]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

const ObjectRows = observer(function ObjectRows({ store }: { store: TiledImportStore }) {
  const summary = store.summary!;
  if (summary.objects.length === 0) return null;
  return (
    <table className="interop-table" data-testid="tiled-objects">
      <thead>
        <tr>
          <th>Objects</th>
          <th>Count</th>
          <th>Become</th>
        </tr>
      </thead>
      <tbody>
        {summary.objects.map((o) => (
          <tr key={o.key} data-objects={o.key}>
            <td>
              <strong>{GROUP_LABELS[o.group]}</strong> {o.type ? <>of class <code>{o.type}</code></> : <span className="muted">with no class</span>}
              {o.names.length > 0 && <span className="muted"> · {o.names.join(', ')}</span>}
            </td>
            <td className="num">{o.count}</td>
            <td>
              <select aria-label={`What ${o.key} becomes`} value={targetValue(store.objects[o.key] ?? o.suggestion.target)} onChange={(e) => store.setObject(o.key, parseTarget(e.currentTarget.value))}>
                {objectOptions(o.group).map((opt) => (
                  <option key={opt.value} value={opt.value}>
                    {opt.label}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

function Report({ store, onClose }: { store: TiledImportStore; onClose: () => void }) {
  const r = store.report!;
  return (
    <div data-testid="tiled-report">
      <p>
        Imported <strong>{store.mapName}</strong> as a new project: {r.cols} × {r.rows} hexes ({r.orientation}-top, {r.stagger} {r.orientation === 'flat' ? 'columns' : 'rows'} pushed),{' '}
        {r.hexes} hexes set, {r.features} features, {r.labels} labels, {r.zones} zones, {r.hexsides} hexsides and {r.paths} paths.
      </p>
      {r.unmapped.length > 0 ? (
        <>
          <p>These tiles were not mapped; their hexes have the default terrain ({terrainName(store.defaultTerrain)}):</p>
          <ul className="error-list" data-testid="tiled-unmapped">
            {r.unmapped.map((u) => (
              <li key={u.key}>
                <code>{u.key}</code> on {u.count} hex{u.count === 1 ? '' : 'es'}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Every tile was mapped.</p>
      )}
      {r.notes.length > 0 && (
        <ul>
          {r.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p className="muted">The project remembers this mapping: the next Tiled import made while it is open starts from it.</p>
      <div className="export-actions">
        <button type="button" className="primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}

/** File ▸ Import ▸ Tiled map: what each tile and kind of object of the map becomes, then a new project and its report. */
export const TiledImportDialog = observer(function TiledImportDialog({ app, store }: { app: AppStore; store: TiledImportStore }) {
  const close = () => app.closeDialog();
  const s = store.summary;
  const addFiles = async () => {
    const picked = await pickFiles(TILED_ACCEPT);
    if (!picked) return;
    if ('error' in picked) return app.fail('Import Tiled map', new Error(picked.error));
    await store.addFiles(picked.files);
  };
  const loadMapping = async () => {
    const file = await pickTextFile('.json,application/json');
    if (!file) return;
    try {
      if (file.error) throw new Error(file.error);
      const parsed = TiledMappingSchema.safeParse(JSON.parse(file.text));
      if (!parsed.success) throw new Error(`${file.name} is not a Tiled mapping: ${formatPath(parsed.error.issues[0].path)} ${parsed.error.issues[0].message}`);
      store.applyMapping(parsed.data);
      app.setStatus(`Mapping read from ${file.name}`);
    } catch (e) {
      app.setStatus(`Load mapping: ${e instanceof Error ? e.message : String(e)}`);
      store.error = e instanceof Error ? e.message : String(e);
    }
  };
  const start = async () => {
    const result = await store.run();
    if (!result) return;
    await app.openImported(result.project, `Imported ${store.mapName} as`);
    app.showDialog({ kind: 'tiled-import', store });
  };
  return (
    <Modal title={`Import Tiled map — ${store.mapName}`} onClose={close} testId="dialog-tiled-import" className="interop-dialog">
      {store.phase === 'reading' && <p className="muted">Reading the map…</p>}
      {store.phase === 'done' && store.report && <Report store={store} onClose={close} />}
      {(store.phase === 'mapping' || store.phase === 'importing') && (
        <>
          {store.error && <p className="error-message" data-testid="tiled-error">{store.error}</p>}
          {store.missing.length > 0 && (
            <p>
              Choose {store.missing.length === 1 ? 'that tileset' : 'those tilesets'} ({store.missing.join(', ')}) too, with {store.missing.length === 1 ? 'its' : 'their'} images if you want to see the tiles:{' '}
              <button type="button" onClick={() => void addFiles()} data-testid="tiled-add-files">
                Add files…
              </button>
            </p>
          )}
          {s && (
            <>
              <p className="interop-summary" data-testid="tiled-summary">
                {gridLine(s)}
                <br />
                <span className="muted">
                  Layers: {s.layers.map((l) => `${l.name} (${l.kind === 'tiles' ? `${l.size} cells` : `${l.size} objects`})`).join(', ')}
                </span>
              </p>
              {store.missingImages.length > 0 && (
                <p className="muted" data-testid="tiled-missing-images">
                  {store.missingImages.join(', ')} {store.missingImages.length === 1 ? 'was' : 'were'} not chosen: those tiles show no picture.{' '}
                  <button type="button" onClick={() => void addFiles()}>
                    Add images…
                  </button>
                </p>
              )}
              {s.warnings.map((w) => (
                <p key={w} className="muted">
                  ⚠ {w}
                </p>
              ))}
              <div className="interop-row">
                <label className="field inline">
                  <span>Default terrain</span>
                  <select value={store.defaultTerrain} data-testid="tiled-default-terrain" onChange={(e) => store.setDefaultTerrain(e.currentTarget.value)}>
                    {TERRAIN.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
                <span className={store.unmappedCount ? 'warning-text' : 'muted'} data-testid="tiled-unmapped-count">
                  {store.unmappedCount === 0 ? 'Every tile is mapped.' : `${store.unmappedCount} tile${store.unmappedCount === 1 ? '' : 's'} unmapped: their hexes get the default terrain.`}
                </span>
                {store.remembered && <span className="muted">Started from the mapping this project remembers.</span>}
              </div>
              <div className="interop-tables">
                <TileRows store={store} />
                <ObjectRows store={store} />
              </div>
            </>
          )}
          <div className="export-actions">
            {s && (
              <>
                <button type="button" onClick={() => void loadMapping()}>
                  Load mapping…
                </button>
                <button type="button" onClick={() => downloadText(`${store.mapName.replace(/\.[^.]+$/, '')}.mapping.json`, `${JSON.stringify(store.mapping, null, 2)}\n`, 'application/json')}>
                  Save mapping…
                </button>
              </>
            )}
            <span className="spacer" />
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button" className="primary" data-testid="tiled-import" disabled={!s || store.phase === 'importing'} onClick={() => void start()}>
              {store.phase === 'importing' ? 'Importing…' : 'Import'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
});
