import { observer } from 'mobx-react-lite';
import { hexLabel, hexsidesOf } from '../../src-shared/hex';
import { moveCost } from '../../src-shared/ruleset';
import type { DocumentStore } from '../stores/document-store';
import type { EditorStore } from '../stores/editor-store';

/** Status-bar readout of the hex under the cursor: label, terrain, elevation, hexsides, MP per class, defence. */
export const HexReadout = observer(function HexReadout({ project, editor }: { project: DocumentStore; editor: EditorStore }) {
  const hex = editor.hover;
  void project.hexVersion;
  if (!hex) return <span className="status-hex" data-testid="hex-readout" />;
  const rs = project.ruleset;
  const terrainId = project.terrainAt(hex.col, hex.row);
  const terrain = rs.terrain.find((t) => t.id === terrainId);
  const geom = { orientation: project.map.orientation, stagger: project.map.stagger };
  const sides = hexsidesOf(geom, hex)
    .map((key) => project.getRecord('hexsides', key)?.type)
    .filter((t): t is string => !!t)
    .map((t) => rs.hexsides.find((h) => h.id === t)?.name ?? t);
  const costs = rs.movementClasses
    .map((m) => {
      const c = moveCost(rs, terrainId, m.id);
      return `${m.name} ${'prohibited' in c ? '—' : `${c.mp}${c.bog ? ' bog' : ''}`}`;
    })
    .join(' · ');
  const elevation = project.elevationAt(hex.col, hex.row);
  return (
    <span className="status-hex" data-testid="hex-readout">
      <strong>{hexLabel(project.map.numbering, hex) ?? `${hex.col},${hex.row}`}</strong> {terrain?.name ?? terrainId}
      {elevation !== 0 && ` · level ${elevation}`}
      {sides.length > 0 && ` · ${[...new Set(sides)].join(', ')}`} · MP {costs}
      {terrain && ` · defence ${terrain.defence >= 0 ? '+' : ''}${terrain.defence}`}
    </span>
  );
});
