/**
 * A VASSAL module (.vmod) for the scenario, so a group can play it online: a zip of buildFile.xml, moduledata, the
 * images (board, counters, reinforcement boards) and the chart pages. Every element and attribute name, and every
 * piece encoding, is VASSAL's own (see build-file.ts and traits.ts; the tests check them against VASSAL's source).
 */
import { zipSync } from 'fflate';
import type { VassalExportOptions } from '../../../../src-shared/api/contract-interop';
import { parseDice } from '../../../../src-shared/dice';
import { hexCenter, hexLabel } from '../../../../src-shared/hex';
import { formatSetup } from '../../../../src-shared/forces/setup-text';
import type { ScenarioDocument } from '../../../../src-shared/model';
import { areaHexes } from '../../../../src-shared/scenario/area-hexes';
import { checkCancelled, type JobContext } from '../../jobs';
import { boardImage } from './board-image';
import { buildFileXml, el, moduleData, type XmlNode } from './build-file';
import { chartPages } from './charts-html';
import { scenarioPieces, type Piece } from './pieces';
import { reinforcementBoards } from './reinforcements';
import { boardPoint, vassalHexGrid } from './vassal-grid';

/** The VASSAL release the module says it was made for; its format is checked against this release's source. */
export const VASSAL_VERSION = '3.7.26';

export type VassalModule = { bytes: Uint8Array; files: string[] };

const MAP_NAME = 'Main Map';

function mapComponents(): XmlNode[] {
  return [
    el('VASSAL.build.module.map.StackMetrics', { bottom: '40,0', color: '0,0,0', disabled: false, down: '37,0', exSepX: 6, exSepY: 18, top: '38,0', unexSepX: 3, unexSepY: 3, up: '39,0' }),
    el('VASSAL.build.module.map.ForwardToKeyBuffer'),
    el('VASSAL.build.module.map.Scroller'),
    el('VASSAL.build.module.map.ForwardToChatter'),
    el('VASSAL.build.module.map.MenuDisplayer'),
    el('VASSAL.build.module.map.MapCenterer'),
    el('VASSAL.build.module.map.StackExpander'),
    el('VASSAL.build.module.map.PieceMover'),
    el('VASSAL.build.module.map.KeyBufferer'),
    el('VASSAL.build.module.map.ImageSaver'),
    el('VASSAL.build.module.map.CounterDetailViewer', { delay: 700, zoomlevel: 1.0, showgraph: true, showtext: true, minDisplayPieces: 2 }),
    el('VASSAL.build.module.map.Zoomer', { zoomLevels: '0.25,0.333,0.5,0.707,1.0,1.414,2.0', zoomStart: 4 }),
    el('VASSAL.build.module.map.HighlightLastMoved', { color: '255,0,0', enabled: true, thickness: 2 }),
  ];
}

function mapElement(name: string, attrs: Record<string, string | number | boolean>, board: XmlNode, stacks: XmlNode[]): XmlNode {
  return el(
    'VASSAL.build.module.Map',
    {
      mapName: name, allowMultiple: false, backgroundcolor: '255,255,255', color: '255,0,0', thickness: 3, edgeWidth: 0, edgeHeight: 0, markMoved: 'Never',
      onlyReportChangedLocation: true, moveWithinFormat: '$pieceName$ moves $previousLocation$ → $location$ *', moveToFormat: '$pieceName$ moves $previousLocation$ → $location$ *',
      createFormat: '$pieceName$ created in $location$ *', changeFormat: '$message$', ...attrs,
    },
    [el('VASSAL.build.module.map.BoardPicker', {}, [board]), ...mapComponents(), ...stacks],
  );
}

/** The dice the scenario rolls: its tables' dice and the rules' single die (a halved roll gets its plain dice). */
function scenarioDice(doc: ScenarioDocument): { text: string; count: number; sides: number; modifier: number; divisor: number }[] {
  const texts = new Set<string>(['1d6', ...doc.dieTables.map((t) => t.dice), doc.ruleset.crt.retreatDice]);
  return [...texts].flatMap((text) => {
    const parsed = parseDice(text);
    return parsed.ok && parsed.expr.count > 0 ? [{ text, ...parsed.expr }] : [];
  });
}

function diceButtons(doc: ScenarioDocument): XmlNode[] {
  const buttons = new Map<string, XmlNode>();
  for (const { count, sides, modifier } of scenarioDice(doc)) {
    const name = `${count}d${sides}${modifier > 0 ? `+${modifier}` : modifier < 0 ? modifier : ''}`;
    if (buttons.has(name)) continue;
    buttons.set(name, el('VASSAL.build.module.DiceButton', {
      name, text: name, tooltip: `Roll ${name}`, nDice: count, nSides: sides, plus: modifier, addToTotal: 0, reportTotal: true, prompt: false, sortDice: false,
      reportFormat: '** $name$ = $result$ *** <$playerName$>',
    }));
  }
  return [...buttons.values()];
}

function turnTracker(doc: ScenarioDocument): XmlNode[] {
  if (doc.turns.length === 0) return [];
  const turns = [...doc.turns].sort((a, b) => a.index - b.index);
  const label = (t: (typeof turns)[number]) =>
    [`${t.index}`, t.label && t.label !== String(t.index) ? t.label : '', t.date, t.timeOfDay, t.night ? 'night' : ''].filter(Boolean).join(' · ').replace(/,/g, ';');
  return [
    el('VASSAL.build.module.turn.TurnTracker', {
      name: 'Turn', buttonText: 'Turn', tooltip: 'The turn record track', turnFormat: 'Turn $level1$', reportFormat: '* <$PlayerId$> Turn Updated from $oldTurn$ to $newTurn$',
    }, [el('VASSAL.build.module.turn.ListTurnLevel', { name: 'Turn', property: 'Turn', turnFormat: '$value$', list: turns.map(label).join(','), configList: false, configFirst: false })]),
  ];
}

/** What the module cannot carry over exactly, one line each: said before the export runs. */
export function moduleNotes(doc: ScenarioDocument): string[] {
  const notes: string[] = [];
  const n = doc.map.numbering;
  if (n.scheme === 'letter-number' && n.firstCol + doc.map.cols - 1 > 26)
    notes.push('VASSAL names the columns after Z AA, BB, CC…; Atoll names them AA, AB, AC…: hexes past column Z have other names in VASSAL');
  const digits = Math.max(String(n.firstCol + doc.map.cols).length, String(n.firstRow + doc.map.rows).length);
  if (n.scheme === 'xxyy' && digits > n.digits) notes.push(`hex numbers longer than ${n.digits} digits are padded column and row apart in VASSAL, together in Atoll`);
  for (const d of scenarioDice(doc))
    if (d.divisor !== 1) notes.push(`VASSAL's dice cannot halve a roll: ${d.text} is rolled with the ${d.count}d${d.sides} button and divided by hand`);
  const byRule = doc.units.filter((u) => u.setup.kind === 'rule' || u.setup.kind === 'none').length;
  if (byRule) notes.push(`${byRule} unit${byRule > 1 ? 's' : ''} set up by a special rule or not yet placed: in the Forces window only`);
  return notes;
}

/** Build the module. `job` gets progress; cancelling it stops between steps. */
export async function vassalModule(doc: ScenarioDocument, options: VassalExportOptions, job: JobContext, savedAt: number): Promise<VassalModule> {
  const files = new Map<string, Uint8Array>();
  const board = await boardImage(doc, options.dpi, job);
  checkCancelled(job.signal);
  files.set('images/board.png', board.png);
  const { grid, numbering } = vassalHexGrid(doc.map, board);

  const { pieces, images } = await scenarioPieces(doc, options.counterSizeMm, board.pxPerMm, job);
  for (const [name, png] of images) files.set(`images/${name}`, png);
  const piecePx = Math.max(16, Math.round(options.counterSizeMm * board.pxPerMm));
  let nextGpid = 1;
  const slot = (p: Piece) => {
    const gpid = String(nextGpid++);
    return el('VASSAL.build.widget.PieceSlot', { entryName: p.name, gpid, width: piecePx, height: piecePx }, [], p.definition(gpid));
  };
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const boardName = doc.info.title.trim() || 'Map';

  // At-start stacks: the units that set up in an area stand on its middle hex (the area's hexes nearest their centre).
  const geom = { orientation: doc.map.orientation, stagger: doc.map.stagger };
  const groups = new Map<string, { label: string; hex: { col: number; row: number }; units: Piece[] }>();
  const sideOf = new Map(doc.contingents.map((c) => [c.id, c.sideId]));
  for (const unit of doc.units) {
    const piece = byId.get(unit.id);
    if (!piece) continue;
    if (unit.setup.kind !== 'area') continue;
    const text = formatSetup(unit.setup, { zones: doc.zones, numbering: doc.map.numbering, map: doc.map });
    const key = `${sideOf.get(unit.contingentId)}|${text}`;
    let group = groups.get(key);
    if (!group) {
      const hexes = areaHexes(doc, unit.setup.area);
      if (hexes.length === 0) continue;
      const centres = hexes.map((h) => hexCenter(geom, doc.map.hexSizeMm, h));
      const mid = { x: centres.reduce((n, c) => n + c.x, 0) / centres.length, y: centres.reduce((n, c) => n + c.y, 0) / centres.length };
      const best = hexes[centres.reduce((bi, c, i) => (Math.hypot(c.x - mid.x, c.y - mid.y) < Math.hypot(centres[bi].x - mid.x, centres[bi].y - mid.y) ? i : bi), 0)];
      group = { label: text, hex: best, units: [] };
      groups.set(key, group);
    }
    group.units.push(piece);
  }
  const stacks = [...groups.values()].map((g) => {
    const p = boardPoint(doc.map, board, g.hex);
    const label = hexLabel(doc.map.numbering, g.hex) ?? '';
    return el('VASSAL.build.module.map.SetupStack', { name: `${g.label} (${label})`, owningBoard: boardName, useGridLocation: false, location: label, x: Math.round(p.x), y: Math.round(p.y) }, g.units.map(slot));
  });

  const hexGrid = el('VASSAL.build.module.map.boardPicker.board.HexGrid', {
    ...grid, color: '40,50,45', snapTo: true, edgesLegal: false, cornersLegal: false, visible: false, dotsVisible: false,
  }, [el('VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering', { ...numbering, locationFormat: '$gridLocation$', visible: false, fontSize: 9, color: '0,0,0', rotateText: 0, hDrawOff: 0, vDrawOff: 0 })]);
  const maps = [mapElement(MAP_NAME, { launch: false }, el('VASSAL.build.module.map.boardPicker.Board', { name: boardName, image: 'board.png', reversible: false }, [hexGrid]), stacks)];

  checkCancelled(job.signal);
  for (const r of await reinforcementBoards(doc, piecePx)) {
    files.set(`images/${r.image}`, r.png);
    const boxes = r.boxes.map((b) => el('VASSAL.build.module.map.SetupStack', { name: b.detail ? `${b.label}: ${b.detail}` : b.label, owningBoard: r.name, useGridLocation: false, x: b.x, y: b.y }, b.unitIds.flatMap((id) => (byId.get(id) ? [slot(byId.get(id)!)] : []))));
    maps.push(mapElement(r.name, { launch: true, buttonName: r.name, tooltip: `${r.name}, by turn` }, el('VASSAL.build.module.map.boardPicker.Board', { name: r.name, image: r.image, reversible: false }, []), boxes));
  }

  const palette = el('VASSAL.build.module.PieceWindow', { name: 'Forces', text: 'Forces', tooltip: 'Every unit and marker of the scenario', hidden: false, scale: 1.0 }, [
    el('VASSAL.build.widget.TabWidget', { entryName: 'Forces' },
      doc.sides.map((side) =>
        el('VASSAL.build.widget.ListWidget', { entryName: side.name, scale: 1.0, divider: 160 }, pieces.filter((p) => p.sideId === side.id).sort((a, b) => a.group.localeCompare(b.group)).map(slot)),
      ).filter((w) => w.children.length > 0)),
  ]);

  const charts = chartPages(doc);
  for (const c of charts) files.set(c.file, new TextEncoder().encode(c.html));
  const chartWindow = el('VASSAL.build.module.ChartWindow', { name: 'Scenario', text: 'Scenario', tooltip: 'The scenario: forces, set-up, turns, arrivals, victory and the charts' }, [
    el('VASSAL.build.widget.TabWidget', { entryName: 'Scenario' }, charts.map((c) => el('VASSAL.build.widget.HtmlChart', { chartName: c.name, fileName: c.file }))),
  ]);

  const root = el('VASSAL.build.GameModule', {
    name: doc.info.title || 'Atoll scenario', version: '1.0', description: [doc.info.subtitle, doc.info.designer ? `by ${doc.info.designer}` : ''].filter(Boolean).join(', '),
    VassalVersion: VASSAL_VERSION, ModuleOther1: '', ModuleOther2: '', nextPieceSlotId: 0,
  }, [
    el('VASSAL.build.module.BasicCommandEncoder'),
    el('VASSAL.build.module.Documentation'),
    el('VASSAL.build.module.PlayerRoster', { buttonText: 'Retire', buttonToolTip: 'Switch sides, become an observer or release your side' }, doc.sides.map((s) => el('entry', {}, [], s.name))),
    el('VASSAL.build.module.GlobalOptions', { autoReport: 'Always', nonOwnerUnmaskable: 'Never', promptString: 'Opponents can unmask pieces' }),
    el('VASSAL.build.module.Chatter'),
    el('VASSAL.build.module.KeyNamer'),
    ...maps,
    palette,
    ...turnTracker(doc),
    ...diceButtons(doc),
    chartWindow,
  ]);
  root.attrs.nextPieceSlotId = nextGpid;
  files.set('buildFile.xml', new TextEncoder().encode(buildFileXml(root)));
  files.set('moduledata', new TextEncoder().encode(moduleData({ name: doc.info.title || 'Atoll scenario', version: '1.0', vassalVersion: VASSAL_VERSION, description: String(root.attrs.description), savedAt })));
  job.progress(1, 1, 'Packing the module');
  const bytes = zipSync(Object.fromEntries([...files].map(([name, data]) => [name, [data, { level: name.endsWith('.png') ? 0 : 6 }]])));
  return { bytes, files: [...files.keys()] };
}
