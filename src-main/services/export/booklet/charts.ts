/** The charts a scenario plays by, as printable tables, each marked as an Atoll default or the scenario's own. */
import type { ScenarioDocument } from '../../../../src-shared/model';
import { ATOLL_DEFAULT, defaultRuleset, type Ruleset } from '../../../../src-shared/ruleset';
import type { Table } from './flow';

/** "Atoll default", "Atoll default, changed by this scenario", or the scenario's own source. */
function provenance(source: string, value: unknown, defaultValue: unknown): string {
  if (source !== ATOLL_DEFAULT) return `Scenario's own (${source})`;
  return JSON.stringify(value) === JSON.stringify(defaultValue) ? 'Atoll default' : 'Atoll default, changed by this scenario';
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const shift = (n: number) => (n === 0 ? '—' : n > 0 ? `${n}R` : `${-n}L`);
const mp = (n: number) => (Number.isInteger(n) ? String(n) : `${Math.floor(n)}½`.replace(/^0/, ''));

export function crtTable(r: Ruleset): Table {
  const d = defaultRuleset();
  return {
    title: `Combat Results Table (${r.crt.name || 'CRT'})`,
    source: provenance(r.crt.source, r.crt, d.crt),
    columns: [{ header: 'Die', align: 'center' }, ...r.crt.columns.map((c) => ({ header: c.label, align: 'center' as const }))],
    rows: r.crt.rows.map((row) => [String(row.roll), ...row.results]),
    note: `Columns by attack strength minus defence strength. Retreats: ${r.crt.retreatDice} hexes. AD attacker disrupted · NE no effect · EX exchange · DD defender disrupted · DR defender retreats · DDR disrupted and retreats · DE defender eliminated.`,
  };
}

export function shiftsTable(r: Ruleset): Table {
  const d = defaultRuleset();
  const s = r.combatShifts;
  return {
    title: 'Column shifts',
    source: provenance(s.source, s, d.combatShifts),
    columns: [{ header: 'Situation' }, { header: 'Shift', align: 'center' }],
    rows: [
      ['Defender attacked from all sides (concentric attack)', shift(s.concentric)],
      ['Mechanized attackers against an antitank defender', shift(s.antitank)],
      ['Night turn (ground combat, naval gunfire)', shift(s.night)],
      ['Engineers attacking a defender in terrain', shift(s.engineers)],
      ['Airstrike at a hex with or next to AAA', shift(s.aaa)],
    ],
    note: 'R: columns to the right (attacker\'s favour); L: to the left (defender\'s favour). Terrain shifts are in the TEC.',
  };
}

/** The terrain a scenario's map holds (its default terrain too, unless every hex is painted). */
export function usedTerrain(doc: ScenarioDocument): Set<string> {
  const used = new Set(doc.hexes.map((h) => h.terrain));
  if (doc.hexes.length < doc.map.cols * doc.map.rows) used.add(doc.map.defaultTerrain);
  return used;
}

/** The Terrain Effects Chart: the terrain the map uses (all of it when `used` is absent), hexsides and paths. */
export function tecTables(r: Ruleset, used?: ReadonlySet<string>): Table[] {
  const d = defaultRuleset();
  const classes = r.movementClasses;
  const cost = (c: { mp: number } | { prohibited: true } | undefined) => (!c ? '—' : 'prohibited' in c ? 'P' : mp(c.mp));
  const terrain = r.terrain.filter((t) => !used || used.has(t.id));
  const defaultsTerrain = d.terrain.filter((t) => !used || used.has(t.id));
  const sameSource = terrain.every((t) => t.source === ATOLL_DEFAULT);
  const tables: Table[] = [
    {
      title: 'Terrain Effects Chart: terrain',
      source: sameSource ? provenance(ATOLL_DEFAULT, terrain, defaultsTerrain) : "Scenario's own",
      columns: [{ header: 'Terrain' }, ...classes.map((c) => ({ header: `MP ${c.name}`, align: 'center' as const })), { header: 'Defence', align: 'center' }, { header: 'Shift', align: 'center' }, { header: 'LOS', align: 'center' }],
      rows: terrain.map((t) => [
        t.name,
        ...classes.map((c) => {
          const m = t.move[c.id];
          return `${cost(m)}${m && 'bog' in m && m.bog ? ' bog' : ''}${m && 'amphibiousOnly' in m && m.amphibiousOnly ? ' amph.' : ''}`;
        }),
        signed(t.defence),
        shift(t.columnShift),
        t.los,
      ]),
      note: 'MP to enter a hex; P prohibited; bog: a vehicle makes a bog roll on entering; amph.: amphibious units only.',
    },
  ];
  if (r.hexsides.length)
    tables.push({
      title: 'Terrain Effects Chart: hexsides',
      source: provenance(r.hexsides.every((h) => h.source === ATOLL_DEFAULT) ? ATOLL_DEFAULT : 'scenario', r.hexsides, d.hexsides),
      columns: [{ header: 'Hexside' }, ...classes.map((c) => ({ header: `+MP ${c.name}`, align: 'center' as const })), { header: 'Shift', align: 'center' }],
      rows: r.hexsides.map((h) => [h.name, ...classes.map((c) => cost(h.move[c.id])), shift(h.columnShift)]),
    });
  if (r.paths.length)
    tables.push({
      title: 'Terrain Effects Chart: roads and paths',
      source: provenance(r.paths.every((p) => p.source === ATOLL_DEFAULT) ? ATOLL_DEFAULT : 'scenario', r.paths, d.paths),
      columns: [{ header: 'Path' }, { header: 'MP per hex', align: 'center' }, { header: 'Used by' }],
      rows: r.paths.map((p) => [p.name, mp(p.mpPerHex), p.classes.map((id) => classes.find((c) => c.id === id)?.name ?? id).join(', ')]),
    });
  if (r.features.length)
    tables.push({
      title: 'Terrain Effects Chart: features',
      source: provenance(r.features.every((f) => f.source === ATOLL_DEFAULT) ? ATOLL_DEFAULT : 'scenario', r.features, d.features),
      columns: [{ header: 'Feature' }, { header: 'Defence', align: 'center' }, { header: 'Shift', align: 'center' }, { header: 'Protects' }, { header: 'Enter MP', align: 'center' }],
      rows: r.features.map((f) => [f.name, signed(f.defence), shift(f.columnShift), f.protects === 'all' ? 'all units' : 'foot units', mp(f.enterMp)]),
    });
  return tables;
}

export function airDropTables(r: Ruleset): Table[] {
  const d = defaultRuleset();
  const t = r.airDropTable;
  const width = Math.max(...t.rows.map((row) => row.results.length));
  const names = { landed: 'Landed', disrupted: 'Disrupted', scattered: 'Scattered', eliminated: 'Eliminated' } as const;
  return [
    {
      title: 'Air Drop Table',
      source: provenance(t.source, t, d.airDropTable),
      columns: [{ header: 'Landing terrain' }, ...Array.from({ length: width }, (_, i) => ({ header: String(i + 1), align: 'center' as const }))],
      rows: t.rows.map((row) => [t.categories.find((c) => c.id === row.category)?.name ?? row.category, ...row.results.map((x) => names[x])]),
      note: `Roll ${t.dice}, modified; lower rolls use the first column, higher the last. Scattered units drift ${t.scatter.distanceDice} hexes in the direction a second die gives${t.scatter.disrupts ? ' and are disrupted' : ''}.`,
    },
    {
      title: 'Air Drop Table: modifiers',
      columns: [{ header: 'Modifier' }, { header: 'DRM', align: 'center' }],
      rows: t.modifiers.map((m) => [m.label, signed(m.value)]),
    },
  ];
}

export function demolitionTable(r: Ruleset): Table {
  const d = defaultRuleset();
  const t = r.demolitionTable;
  const word = (x: string) => (x === 'success' ? 'Demolished' : '—');
  return {
    title: 'Demolition Table',
    source: provenance(t.source, t, d.demolitionTable),
    columns: [{ header: 'Die', align: 'center' }, { header: 'Engineers', align: 'center' }, { header: 'Other units', align: 'center' }],
    rows: t.rows.map((row) => [String(row.roll), word(row.engineer), word(row.other)]),
    note: `Targets: ${t.targets.map((x) => x.name).join(', ') || 'none'}.`,
  };
}
