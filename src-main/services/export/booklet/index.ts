import type { BookletOptions } from '../../../../src-shared/api/contract-export';
import { faceStep } from '../../../../src-shared/counters/counter-layout';
import type { ScenarioDocument, Side } from '../../../../src-shared/model';
import { PAPER_MM, type DocumentPlan } from '../pages';
import { airDropTables, crtTable, demolitionTable, shiftsTable, tecTables, usedTerrain } from './charts';
import { drawFlowPage, layoutFlow, type Block, type FlowOptions } from './flow';
import { wordsFor, type Words } from './words';

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

function values(doc: ScenarioDocument, typeId: string): string {
  const type = doc.unitTypes.find((t) => t.id === typeId);
  if (!type) return '';
  const step = (i: number) => {
    const s = faceStep({ kind: 'unit', unitType: type, stepIndex: i, designation: '', contingent: null, side: null });
    return s ? `${s.combat}${s.range > 0 ? `-${s.range}` : ''}-${s.ma}` : 'eliminated';
  };
  return type.stepModel === 'chain' ? type.steps.map((_, i) => step(i)).join(' → ') : `${step(0)} / ${step(1)}`;
}

function setupOf(doc: ScenarioDocument, w: Words, unit: ScenarioDocument['units'][number]): string {
  switch (unit.setup.kind) {
    case 'none':
      return 'not set';
    case 'reinforcement':
      return 'arrives later';
    case 'rule':
      return unit.setup.text;
    case 'area':
      return w.area(unit.setup.area);
  }
}

function sideUnits(doc: ScenarioDocument, side: Side) {
  const contingents = new Set(doc.contingents.filter((c) => c.sideId === side.id).map((c) => c.id));
  return doc.units.filter((u) => contingents.has(u.contingentId));
}

function forces(doc: ScenarioDocument, w: Words, sides: Side[]): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: 'Sides and forces', level: 1 }];
  blocks.push({
    kind: 'table',
    table: {
      columns: [{ header: 'Side' }, { header: 'Role' }, { header: 'Sets up', align: 'center' }, { header: 'Contingents' }],
      rows: sides.map((s, i) => [
        s.name, s.role, ORDINAL[i] ?? String(i + 1),
        doc.contingents.filter((c) => c.sideId === s.id).map((c) => `${c.code ? `${c.code}: ` : ''}${c.name}`).join('; ') || '—',
      ]),
    },
  });
  for (const side of sides) {
    const units = sideUnits(doc, side);
    if (!units.length) continue;
    blocks.push({
      kind: 'table',
      table: {
        title: `${side.name}: order of battle (${w.plural(units.length, 'unit')})`,
        columns: [{ header: 'Unit' }, { header: 'Contingent' }, { header: 'Type' }, { header: 'Values', align: 'center' }, { header: 'Set-up' }],
        rows: units.map((u) => [u.designation, w.contingentName(u.contingentId), w.typeName(u.typeId), values(doc, u.typeId), setupOf(doc, w, u)]),
      },
    });
    const strikes = doc.strikes.filter((s) => s.sideId === side.id);
    if (strikes.length)
      blocks.push({
        kind: 'table',
        table: {
          title: `${side.name}: airstrikes and naval gunfire`,
          columns: [{ header: 'Marker' }, { header: 'Kind' }, { header: 'Strength', align: 'center' }, { header: 'Available' }, { header: 'Use' }],
          rows: strikes.map((s) => [
            s.label || (s.kind === 'air' ? 'Airstrike' : 'Naval gunfire'), s.kind === 'air' ? 'airstrike' : 'naval gunfire', String(s.strength),
            s.initial ? 'from the start' : 'when a table brings it', s.availability === 'arrivalTurn' ? 'the turn it arrives' : 'rest of the game',
          ]),
        },
      });
  }
  return blocks;
}

function setup(doc: ScenarioDocument, w: Words, sides: Side[]): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: 'Set-up', level: 1 }];
  sides.forEach((side, i) => {
    blocks.push({ kind: 'heading', text: `${side.name} (sets up ${ORDINAL[i] ?? i + 1})`, level: 2 });
    const facts: string[] = [];
    if (side.setupMaxPerHex) facts.push(`At most ${w.plural(side.setupMaxPerHex, 'unit')} per hex at set-up.`);
    if (side.hiddenPercent > 0) facts.push(`Up to ${side.hiddenPercent} % of the units setting up may be placed hidden.`);
    if (side.dropZones.count > 0) facts.push(`${w.plural(side.dropZones.count, 'drop zone')} free on the first turn${side.dropZones.terrain.length ? ` (on ${side.dropZones.terrain.map((t) => doc.ruleset.terrain.find((x) => x.id === t)?.name ?? t).join(', ')})` : ''}.`);
    if (side.dropZones.later) facts.push(`Up to ${side.dropZones.later.count} more from turn ${side.dropZones.later.fromTurn}, ${side.dropZones.later.cp} CP each.`);
    if (side.airSupply > 0) facts.push(`${w.plural(side.airSupply, 'air supply drop')}.`);
    if (side.arrivalPlan) facts.push('Writes a sealed arrival plan before play.');
    if (side.arrivalOrder) {
      const order = side.arrivalOrder;
      const slots = [...order.schedule].sort((a, b) => a.turn - b.turn).map((s) => `${s.count} on turn ${s.turn}`).join(', ');
      const what = order.groups === 'unit' ? 'units' : 'contingents';
      facts.push(`${w.plural(order.unitIds.length, 'unit')} arrive by an arrival order (${what} ${slots}), ${order.mode === 'written' ? 'written and sealed before play' : 'drawn by the dice'}.`);
    }
    if (facts.length) blocks.push({ kind: 'para', text: facts.join(' ') });
    const byPlace = new Map<string, string[]>();
    for (const u of sideUnits(doc, side)) {
      const place = setupOf(doc, w, u);
      byPlace.set(place, [...(byPlace.get(place) ?? []), u.designation]);
    }
    if (byPlace.size)
      blocks.push({ kind: 'table', table: { columns: [{ header: 'Where' }, { header: 'Units' }], rows: [...byPlace].map(([place, units]) => [w.cap(place), units.join(', ')]) } });
  });
  return blocks;
}

function turns(doc: ScenarioDocument, sides: Side[]): Block[] {
  if (!doc.turns.length) return [];
  const list = [...doc.turns].sort((a, b) => a.index - b.index);
  return [
    { kind: 'heading', text: 'Turn record track', level: 1 },
    {
      kind: 'table',
      table: {
        columns: [
          { header: 'Turn', align: 'center' }, { header: 'Label' }, { header: 'Date' }, { header: 'Time' }, { header: 'Night', align: 'center' },
          ...sides.map((s) => ({ header: `CP ${s.name}`, align: 'center' as const })), { header: 'Notes' },
        ],
        rows: list.map((t) => [String(t.index), t.label, t.date, t.timeOfDay, t.night ? 'night' : '', ...sides.map((s) => String(t.cp[s.id] ?? 0)), t.notes]),
      },
    },
  ];
}

function arrivals(doc: ScenarioDocument, w: Words): Block[] {
  const blocks: Block[] = [];
  if (!doc.arrivals.length && !doc.dieTables.length && !doc.cpBonuses.length) return blocks;
  blocks.push({ kind: 'heading', text: 'Reinforcements', level: 1 });
  if (doc.arrivals.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Scheduled arrivals',
        columns: [{ header: 'Turn', align: 'center' }, { header: 'Side' }, { header: 'Units' }, { header: 'How and where' }, { header: 'Note' }],
        rows: [...doc.arrivals].sort((a, b) => a.turn - b.turn).map((a) => [String(a.turn), w.sideName(a.sideId), w.selector(a.units), w.entry(a.entry), a.note]),
      },
    });
  for (const t of doc.dieTables) {
    const when = t.use === 'reinforcement' ? `rolled by ${w.sideName(t.sideId)} every Reinforcement Phase from turn ${t.firstTurn}${t.lastTurn ? ` to ${t.lastTurn}` : ''}` : `rolled by ${w.sideName(t.sideId)} when another result says so`;
    blocks.push({ kind: 'heading', text: `${t.name}: ${t.dice}`, level: 2 });
    blocks.push({ kind: 'para', text: `${w.cap(when)}.` });
    if (t.modifiers.length)
      blocks.push({
        kind: 'table',
        table: { title: `${t.name}: modifiers`, columns: [{ header: 'DRM', align: 'center' }, { header: 'When' }], rows: t.modifiers.map((m) => [m.value > 0 ? `+${m.value}` : String(m.value), w.conditions(m.when) || 'always']) },
      });
    blocks.push({
      kind: 'table',
      table: {
        title: t.name,
        columns: [{ header: 'Roll', align: 'center' }, { header: 'Result' }],
        rows: t.rows.map((r) => [
          r.from === r.to ? String(r.from) : `${r.from}–${r.to}`,
          r.outcomes.length
            ? r.outcomes
                .map((o) => `${w.effect(o.effect)}${o.when.length ? ` if ${w.conditions(o.when)}` : ''}${o.onceOnly ? ' (once only)' : ''}${o.otherwise ? `; otherwise ${w.simple(o.otherwise)}` : ''}`)
                .join('; ')
            : 'no effect',
        ]),
        note: t.note || undefined,
      },
    });
  }
  if (doc.cpBonuses.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Command point bonuses',
        columns: [{ header: 'Side' }, { header: 'CP', align: 'center' }, { header: 'For holding' }, { header: 'Note' }],
        rows: doc.cpBonuses.map((b) => [w.sideName(b.sideId), b.cp > 0 ? `+${b.cp}` : String(b.cp), `${b.require === 'all' ? 'all of' : 'any of'} ${w.hexes(b.hexes)}${b.noAdjacentEnemy ? ' with no enemy next to it' : ''}`, b.note]),
      },
    });
  return blocks;
}

function victory(doc: ScenarioDocument, w: Words): Block[] {
  const v = doc.victory;
  const blocks: Block[] = [{ kind: 'heading', text: 'Victory', level: 1 }];
  const objectives = doc.features.filter((f) => f.type === 'objective');
  if (objectives.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Objectives',
        columns: [{ header: 'Hex', align: 'center' }, { header: 'Objective' }, { header: 'VP', align: 'center' }, { header: 'VP if demolished', align: 'center' }],
        rows: objectives.map((f) => [w.hex(f.hex), String(f.props.name ?? ''), String(f.props.vp ?? 0), f.props.vpDemolished === undefined ? '' : String(f.props.vpDemolished)]),
      },
    });
  if (v.elimination.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Victory points for eliminated units',
        columns: [{ header: 'Eliminated' }, { header: 'Side' }, { header: 'VP each', align: 'center' }],
        rows: v.elimination.map((e) => [e.label || e.what, w.sideName(e.sideId), String(e.vp)]),
        note: 'The first line that matches a unit counts.',
      },
    });
  if (v.evacuation.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Evacuation',
        columns: [{ header: 'Side' }, { header: 'Units of' }, { header: 'Off the edge' }, { header: 'VP each', align: 'center' }],
        rows: v.evacuation.map((e) => [w.sideName(e.sideId), e.contingentIds.map(w.contingentName).join(', ') || 'any', e.edge, String(e.vp)]),
      },
    });
  if (v.suddenDeath.length)
    blocks.push({
      kind: 'table',
      table: {
        title: 'Sudden death',
        columns: [{ header: 'From turn', align: 'center' }, { header: 'Condition' }, { header: 'Result' }],
        rows: v.suddenDeath.map((s) => [String(s.fromTurn), s.kind === 'custom' ? s.text : 'a side holds every objective and the enemy has no unit on the map', s.result]),
      },
    });
  if (v.levels.length) {
    const levels = [...v.levels].sort((a, b) => a.from - b.from);
    blocks.push({
      kind: 'table',
      table: {
        title: 'Levels of victory',
        columns: [{ header: 'VP difference', align: 'center' }, { header: 'Result' }],
        rows: levels.map((l, i) => [levels[i + 1] ? `${l.from}–${levels[i + 1].from - 1}` : `${l.from} or more`, l.name]),
      },
    });
  }
  if (v.historical) blocks.push({ kind: 'heading', text: 'Historical outcome', level: 3 }, { kind: 'para', text: v.historical });
  return blocks;
}

/** Every section of the booklet, in reading order. */
export function bookletBlocks(doc: ScenarioDocument): Block[] {
  const w = wordsFor(doc);
  const info = doc.info;
  const sides = [...doc.sides].sort((a, b) => a.setupOrder - b.setupOrder);
  const m = doc.map;
  const blocks: Block[] = [
    { kind: 'heading', text: info.title || 'Untitled scenario', level: 1 },
  ];
  if (info.subtitle) blocks.push({ kind: 'para', text: info.subtitle, face: 'italic' });
  const facts = [
    info.startDate || info.endDate ? `Dates: ${[info.startDate, info.endDate].filter(Boolean).join(' to ')}` : '',
    info.designer ? `Designer: ${info.designer}` : '',
    `Map: ${m.cols} × ${m.rows} hexes of ${m.hexSizeMm} mm, ${m.orientation}-top, ${m.north ? `north to the ${m.north}` : 'north at the top'}`,
    `Turns: ${doc.turns.length}`,
  ].filter(Boolean);
  blocks.push({ kind: 'para', text: facts.join('\n') });
  if (info.historicalNotes) blocks.push({ kind: 'heading', text: 'Historical notes', level: 2 }, { kind: 'para', text: info.historicalNotes });
  if (info.designerNotes) blocks.push({ kind: 'heading', text: "Designer's notes", level: 2 }, { kind: 'para', text: info.designerNotes });
  blocks.push(...forces(doc, w, sides), ...setup(doc, w, sides), ...turns(doc, sides), ...arrivals(doc, w), ...victory(doc, w));
  if (doc.specialRules.length) {
    blocks.push({ kind: 'heading', text: 'Special rules', level: 1 });
    for (const r of doc.specialRules) blocks.push({ kind: 'heading', text: r.title, level: 3 }, { kind: 'para', text: r.text || '—' });
  }
  const r = doc.ruleset;
  blocks.push({ kind: 'pageBreak' }, { kind: 'heading', text: 'Charts', level: 1 });
  blocks.push(
    { kind: 'table', table: crtTable(r) },
    { kind: 'table', table: shiftsTable(r) },
    ...tecTables(r, usedTerrain(doc)).map((table) => ({ kind: 'table' as const, table })),
    ...airDropTables(r).map((table) => ({ kind: 'table' as const, table })),
    { kind: 'table', table: demolitionTable(r) },
  );
  return blocks;
}

/** The scenario booklet: everything a player needs to set up and play, tables breaking cleanly across pages. */
export function planBooklet(doc: ScenarioDocument, options: BookletOptions): DocumentPlan {
  const paper = PAPER_MM[options.paper];
  const flow: FlowOptions = { width: paper.width, height: paper.height, margin: 18, footer: `${doc.info.title || 'Scenario'} · scenario booklet` };
  const pages = layoutFlow(bookletBlocks(doc), flow);
  return {
    title: `${doc.info.title}: scenario booklet`,
    author: doc.info.designer,
    subject: 'Scenario booklet',
    pages: pages.map((page, i) => ({
      widthMm: paper.width, heightMm: paper.height, label: `Page ${i + 1}`,
      draw: (surface) => drawFlowPage(surface, page, flow, i, pages.length),
    })),
  };
}
