import type { DocumentStore } from '../stores/document-store';
import type { GridSources } from './grid-model';

/** Everything the grid and the CSV code read from the project; read inside a MobX computed so it is tracked. */
export function gridSources(project: DocumentStore): GridSources {
  const map = project.map;
  return {
    units: project.list('units'),
    unitTypes: project.list('unitTypes'),
    contingents: project.list('contingents'),
    sides: project.list('sides'),
    zones: project.list('zones').map((z) => ({ id: z.id, name: z.name })),
    numbering: map.numbering,
    map: { cols: map.cols, rows: map.rows },
    catalog: project.ruleset,
  };
}

/** A file name from the project name: letters, digits, spaces, dashes and underscores only. */
export function csvFileName(projectName: string): string {
  const stem = projectName.replace(/\.atoll$/i, '').replace(/[^\p{L}\p{N} _-]+/gu, '').trim();
  return `${stem || 'scenario'}-units.csv`;
}
