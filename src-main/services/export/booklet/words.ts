/** The scenario's records in words a player reads, with hexes in the map's own labels. */
import { hexLabel } from '../../../../src-shared/hex';
import type { Area, Condition, Effect, Entry, ScenarioDocument, SimpleEffect, UnitSelector } from '../../../../src-shared/model';

export type Words = ReturnType<typeof wordsFor>;

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function wordsFor(doc: ScenarioDocument) {
  const hex = (h: { col: number; row: number }) => hexLabel(doc.map.numbering, h) ?? `${h.col},${h.row}`;
  const hexes = (list: readonly { col: number; row: number }[]) => list.map(hex).join(' ');
  const sideName = (id: string) => doc.sides.find((s) => s.id === id)?.name ?? id;
  const contingentName = (id: string) => {
    const c = doc.contingents.find((x) => x.id === id);
    return c ? c.code || c.name : id;
  };
  const typeName = (id: string) => doc.unitTypes.find((t) => t.id === id)?.name ?? id;
  const unitName = (id: string) => doc.units.find((u) => u.id === id)?.designation ?? id;
  const tableName = (id: string) => doc.dieTables.find((t) => t.id === id)?.name ?? id;
  const zoneName = (id: string) => doc.zones.find((z) => z.id === id)?.name ?? id;

  const area = (a: Area): string => {
    switch (a.kind) {
      case 'anywhere':
        return 'anywhere on the map';
      case 'zone': {
        const zone = doc.zones.find((z) => z.id === a.zoneId);
        return zone ? `${zone.name} (${zone.hexes.length <= 12 ? hexes(zone.hexes) : `${zone.hexes.length} hexes, shown on the map`})` : zoneName(a.zoneId);
      }
      case 'hexes':
        return `hexes ${hexes(a.hexes)}`;
      case 'edge':
        return `the ${a.edge} map edge${a.from !== undefined || a.to !== undefined ? ` (${a.from ?? 'start'} to ${a.to ?? 'end'})` : ''}`;
      case 'matching': {
        const what = [
          ...a.terrain.map((t) => doc.ruleset.terrain.find((x) => x.id === t)?.name ?? t),
          ...a.hexsides.map((t) => doc.ruleset.hexsides.find((x) => x.id === t)?.name ?? t),
          ...a.features,
        ];
        return `any ${what.join(' or ')} hex${a.adjacent ? ' or a hex next to one' : ''}`;
      }
    }
  };

  const selector = (s: UnitSelector): string => {
    switch (s.kind) {
      case 'contingents':
        return s.contingentIds.map(contingentName).join(', ');
      case 'units':
        return s.unitIds.map(unitName).join(', ');
      case 'pick':
        return `${s.count} of ${s.typeIds.length ? s.typeIds.map(typeName).join(' / ') : 'the units'} of ${s.contingentIds.map(contingentName).join(', ')}`;
    }
  };

  const entry = (e: Entry): string => {
    const how = { ground: 'enter', airdrop: 'drop', airLanded: 'air-land' }[e.method];
    const where = e.entryTableId ? `where ${tableName(e.entryTableId)} says` : e.areas.length ? e.areas.map(area).join('; else ') : e.method === 'airdrop' ? 'next to a drop zone' : 'anywhere allowed';
    const delay = e.fallbackDelay ? ` (fallback areas after ${plural(e.fallbackDelay, 'turn')})` : '';
    return `${how} ${where}${delay}${e.mayDelay ? '; may be delayed' : ''}`;
  };

  const condition = (c: Condition): string => {
    switch (c.kind) {
      case 'turn':
        return c.to === undefined ? `from turn ${c.from}` : c.to === c.from ? `on turn ${c.from}` : `turns ${c.from}–${c.to}`;
      case 'night':
        return c.night ? 'at night' : 'by day';
      case 'occupies':
        return `${sideName(c.sideId)} holds ${c.atLeast} of ${c.hexes.length ? hexes(c.hexes) : 'the objectives'}`;
      case 'arrived':
        return `${contingentName(c.contingentId)} ${c.arrived ? 'has' : 'has not'} arrived`;
    }
  };
  const conditions = (list: readonly Condition[]) => list.map(condition).join(', ');

  const simple = (e: SimpleEffect): string => {
    switch (e.kind) {
      case 'deploy':
        return `${selector(e.units)} ${entry(e.entry)}`;
      case 'strikes':
        return `${plural(e.count, e.strikeKind === 'air' ? 'airstrike' : 'naval gunfire strike')}${e.notAtNight ? ' (not at night)' : ''}`;
      case 'cp':
        return `${e.amount >= 0 ? '+' : ''}${e.amount} CP`;
      case 'rollOn':
        return `roll on ${tableName(e.tableId)}`;
      case 'entryArea':
        return `enter at ${area(e.area)}`;
      case 'noEffect':
        return 'no effect';
    }
  };
  const effect = (e: Effect): string => (e.kind === 'choice' ? `choose ${e.count}: ${e.options.map(simple).join(' / ')}` : simple(e));

  return { hex, hexes, sideName, contingentName, typeName, unitName, tableName, area, selector, entry, condition, conditions, effect, simple, cap, plural };
}
