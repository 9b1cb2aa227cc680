import { observer } from 'mobx-react-lite';
import { hexLabel, sheetSideOf } from '../../src-shared/hex';
import { matchingNames } from '../../src-shared/forces/setup-text';
import { FEATURE_NAMES, FEATURE_TYPES, MAP_EDGES, ZONE_PURPOSE_NAMES, type Area, type HexRef, type MapEdge, type MapSettings } from '../../src-shared/model';
import { areaHexes } from '../../src-shared/scenario/area-hexes';
import { CheckField, NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { HexListField } from './HexListField';
import { MultiPick } from './MultiPick';

const KINDS: { value: Area['kind']; label: string }[] = [
  { value: 'zone', label: 'A zone' },
  { value: 'hexes', label: 'Listed hexes' },
  { value: 'edge', label: 'A map edge' },
  { value: 'matching', label: 'Terrain / hexside / feature' },
  { value: 'anywhere', label: 'Anywhere on the map' },
];

function defaultArea(kind: Area['kind'], project: DocumentStore): Area {
  switch (kind) {
    case 'zone':
      return { kind, zoneId: project.list('zones')[0]?.id ?? 'zone-1' };
    case 'hexes':
      return { kind, hexes: [] };
    case 'edge':
      return { kind, edge: 'north' };
    case 'matching':
      return { kind, terrain: [], hexsides: [], features: [], adjacent: false };
    case 'anywhere':
      return { kind };
  }
}

/** A short human reading of an area, for lists and the units grid. */
export function describeArea(area: Area, project: DocumentStore): string {
  switch (area.kind) {
    case 'zone':
      return `zone ${project.getRecord('zones', area.zoneId)?.name ?? `(missing ${area.zoneId})`}`;
    case 'hexes':
      return `${area.hexes.length} listed hex${area.hexes.length === 1 ? '' : 'es'}`;
    case 'edge':
      return `${area.edge} edge${area.from !== undefined || area.to !== undefined ? ` ${area.from ?? 0}–${area.to ?? '…'}` : ''}`;
    case 'matching': {
      const names = matchingNames(area, project.ruleset);
      return `${area.adjacent ? 'on or next to' : 'any'} ${names.join(' or ') || '(nothing chosen)'}`;
    }
    case 'anywhere':
      return 'anywhere';
  }
}

type Props = { project: DocumentStore; area: Area; testId: string; onChange: (area: Area) => void; report: (m: string) => void };

export const AreaEditor = observer(function AreaEditor({ project, area, testId, onChange, report }: Props) {
  const map = project.map;
  const ruleset = project.ruleset;
  return (
    <div className="area-editor" data-testid={testId}>
      <SelectField label="Where" value={area.kind} options={KINDS} testId={`${testId}-kind`} onChange={(k) => onChange(defaultArea(k, project))} />
      {area.kind === 'zone' && (
        <SelectField
          label="Zone"
          value={area.zoneId}
          options={project.list('zones').map((z) => ({ value: z.id, label: `${z.name} (${ZONE_PURPOSE_NAMES[z.purpose].toLowerCase()})` }))}
          testId={`${testId}-zone`}
          onChange={(zoneId) => onChange({ ...area, zoneId })}
        />
      )}
      {area.kind === 'hexes' && (
        <HexListField label="Hexes" map={map} hexes={area.hexes} testId={`${testId}-hexes`} report={report} onCommit={(hexes) => onChange({ ...area, hexes })} />
      )}
      {area.kind === 'edge' && <EdgeFields map={map} area={area} testId={testId} onChange={onChange} report={report} />}
      {area.kind === 'matching' && (
        <>
          <MultiPick label="Terrain" chosen={area.terrain} options={ruleset.terrain.map((t) => ({ value: t.id, label: t.name }))} onChange={(terrain) => onChange({ ...area, terrain })} />
          <MultiPick label="Hexsides" chosen={area.hexsides} options={ruleset.hexsides.map((t) => ({ value: t.id, label: t.name }))} onChange={(hexsides) => onChange({ ...area, hexsides })} />
          <MultiPick label="Features" chosen={area.features} options={FEATURE_TYPES.map((t) => ({ value: t, label: FEATURE_NAMES[t] }))} onChange={(features) => onChange({ ...area, features })} />
          <CheckField label="Also the hexes next to them" value={area.adjacent} onChange={(adjacent) => onChange({ ...area, adjacent })} />
        </>
      )}
    </div>
  );
});

type EdgeProps = { map: MapSettings; area: Extract<Area, { kind: 'edge' }>; testId: string; onChange: (area: Area) => void; report: (m: string) => void };

/** A compass edge, named with the sheet side the map's compass puts it on, and the stretch it covers in hex labels. */
function EdgeFields({ map, area, testId, onChange, report }: EdgeProps) {
  const side = (edge: MapEdge) => sheetSideOf(map.north, edge);
  const along = side(area.edge) === 'top' || side(area.edge) === 'bottom' ? 'column' : 'row';
  const hexes = areaHexes({ map, zones: [], hexes: [], hexsides: [], features: [] }, area);
  const label = (h: HexRef | undefined) => (h ? (hexLabel(map.numbering, h) ?? `${h.col},${h.row}`) : '');
  return (
    <>
      <div className="field-row">
        <SelectField label="Edge" value={area.edge} options={MAP_EDGES.map((e) => ({ value: e, label: `${e} (sheet ${side(e)})` }))} testId={`${testId}-edge`} onChange={(edge) => onChange({ ...area, edge })} />
        <NumberField label={`From ${along} index`} value={area.from} min={0} max={499} optional report={report} onCommit={(from) => onChange({ ...area, from })} />
        <NumberField label="To" value={area.to} min={0} max={499} optional report={report} onCommit={(to) => onChange({ ...area, to })} />
      </div>
      <p className="muted hint" data-testid={`${testId}-edge-hexes`}>
        {hexes.length === 0 ? 'No hexes: the stretch lies beyond the map.' : `${hexes.length} hex${hexes.length === 1 ? '' : 'es'}: ${label(hexes[0])} to ${label(hexes[hexes.length - 1])}`}
      </p>
    </>
  );
}
