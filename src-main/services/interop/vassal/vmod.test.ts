/**
 * The VASSAL module checked against VASSAL's own source (tests/fixtures/vassal/buildfile-schema.json, read from the
 * VASSAL repository by scripts/vassal-schema.ts at release 3.7.26 and at master, 3.8.0-SNAPSHOT): every element is a
 * component class VASSAL builds, every attribute one its getAttributeNames() lists, with a value its setAttribute can
 * parse; every piece definition decodes the way BasicCommandEncoder, the traits' mySetType and SequenceEncoder read it;
 * every image and chart the module names is in the zip; and VASSAL's grid (ported in test-vassal-port.ts) puts and
 * names every hex where Atoll does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../../../src-shared/hex';
import { syntheticMap } from '../../../../src-shared/interop/tiled/test-maps';
import { parseXml, type XmlElement } from '../../../../src-shared/interop/xml';
import type { MapSettings, ScenarioDocument } from '../../../../src-shared/model';
import { bundledScenario } from '../../../../tests/support/bundled-scenarios';
import { boardGeometry } from './board-image';
import { SequenceDecoder } from './sequence-encoder';
import { VassalHexGridPort } from './test-vassal-port';
import { boardPoint, vassalHexGrid } from './vassal-grid';
import { vassalModule, VASSAL_VERSION } from './vmod';

type Schema = { versions: { vassal: { ref: string; commit: string; version: string }; classes: Record<string, Record<string, string>> }[] };
const schema = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../tests/fixtures/vassal/buildfile-schema.json'), 'utf8')) as Schema;
const job = { signal: new AbortController().signal, progress() {} };

type Module = { files: Record<string, Uint8Array>; root: XmlElement; doc: ScenarioDocument };
const modules = new Map<string, Promise<Module>>();
function moduleOf(name: 'palembang' | 'primosole' | 'taremo'): Promise<Module> {
  let m = modules.get(name);
  if (!m) {
    m = (async () => {
      const doc = bundledScenario(name);
      const files = unzipSync((await vassalModule(doc, { dpi: 72, counterSizeMm: 15.875 }, job, 1_700_000_000_000)).bytes);
      return { files, root: parseXml(new TextDecoder().decode(files['buildFile.xml']), 'buildFile.xml'), doc };
    })();
    modules.set(name, m);
  }
  return m;
}

function* walk(el: XmlElement, parent: XmlElement | null = null): Generator<{ el: XmlElement; parent: XmlElement | null }> {
  yield { el, parent };
  for (const c of el.children) yield* walk(c, el);
}
const all = (root: XmlElement, name: string) => [...walk(root)].map((x) => x.el).filter((e) => e.name === name);

const VALID: Record<string, RegExp> = {
  Integer: /^-?\d+$/,
  Double: /^-?\d+(\.\d+)?(E-?\d+)?$/,
  Boolean: /^(true|false)$/,
  Color: /^(\d{1,3},\d{1,3},\d{1,3})?$/,
  NamedKeyStroke: /^(\d+,\d+(,.*)?)?$/,
  KeyStroke: /^(\d+,\d+)?$/,
};

const SCENARIOS = ['palembang', 'primosole', 'taremo'] as const;

describe.each(schema.versions.map((v) => [`VASSAL ${v.vassal.version} (${v.vassal.ref}, ${v.vassal.commit.slice(0, 10)})`, v] as const))('the buildFile against %s', (_label, version) => {
  it.each(SCENARIOS)('%s: every element is a class VASSAL builds, every attribute one it reads, every value one it parses', async (name) => {
    const { root } = await moduleOf(name);
    expect(root.name).toBe('VASSAL.build.GameModule');
    const problems: string[] = [];
    for (const { el, parent } of walk(root)) {
      if (el.name === 'entry') {
        if (parent?.name !== 'VASSAL.build.module.PlayerRoster') problems.push(`entry under ${parent?.name}`);
        continue;
      }
      const attrs = version.classes[el.name];
      if (!attrs) {
        problems.push(`<${el.name}> is not a component of VASSAL ${version.vassal.version}`);
        continue;
      }
      for (const [key, value] of Object.entries(el.attrs)) {
        if (!(key in attrs)) problems.push(`<${el.name}> ${key}: not one of its attributes (${Object.keys(attrs).join(', ')})`);
        else if (VALID[attrs[key]] && !VALID[attrs[key]].test(value)) problems.push(`<${el.name}> ${key}="${value}": not a ${attrs[key]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the module file', () => {
  it.each(SCENARIOS)('%s: buildFile.xml and moduledata, and every image and chart the buildFile names is in the zip', async (name) => {
    const { files, root, doc } = await moduleOf(name);
    const data = parseXml(new TextDecoder().decode(files.moduledata), 'moduledata');
    expect(data.name).toBe('data');
    expect(Object.fromEntries(data.children.map((c) => [c.name, c.text]))).toMatchObject({ name: doc.info.title, VassalVersion: VASSAL_VERSION, version: '1.0' });
    expect(root.attrs.VassalVersion).toBe(VASSAL_VERSION);
    const images = new Set<string>();
    for (const b of all(root, 'VASSAL.build.module.map.boardPicker.Board')) images.add(b.attrs.image);
    for (const slot of all(root, 'VASSAL.build.widget.PieceSlot')) for (const image of pieceImages(slot.text)) images.add(image);
    const missing = [...images].filter((i) => i && !files[`images/${i}`]);
    expect(missing).toEqual([]);
    for (const chart of all(root, 'VASSAL.build.widget.HtmlChart')) expect(files[chart.attrs.fileName], chart.attrs.fileName).toBeDefined();
    // Each file the zip holds is used: no stray images.
    const used = new Set([...images].map((i) => `images/${i}`));
    expect(Object.keys(files).filter((f) => f.startsWith('images/') && !used.has(f))).toEqual([]);
  });

  it.each(SCENARIOS)('%s: every unit and strike is a piece in the Forces window, gpids are unique and below nextPieceSlotId', async (name) => {
    const { root, doc } = await moduleOf(name);
    const slots = all(root, 'VASSAL.build.widget.PieceSlot');
    const gpids = slots.map((s) => Number(s.attrs.gpid));
    expect(new Set(gpids).size).toBe(gpids.length);
    expect(Math.max(...gpids)).toBeLessThan(Number(root.attrs.nextPieceSlotId));
    const palette = all(root, 'VASSAL.build.module.PieceWindow')[0];
    const inPalette = [...walk(palette)].filter((x) => x.el.name === 'VASSAL.build.widget.PieceSlot');
    expect(inPalette).toHaveLength(doc.units.length + doc.strikes.length);
  });
});

/** A piece definition read the way VASSAL reads it: BasicCommandEncoder.decode, createPiece, each trait's setType. */
function decodePiece(text: string | undefined) {
  expect(text?.startsWith('+/')).toBe(true);
  const add = new SequenceDecoder(text!.slice(2), '/');
  const id = add.nextToken();
  const type = add.nextToken();
  const state = add.nextToken();
  const traits: { type: string; state: string }[] = [];
  let t = type;
  let s = state;
  for (;;) {
    const td = new SequenceDecoder(t, '\t');
    const sd = new SequenceDecoder(s, '\t');
    const own = td.nextToken();
    const ownState = sd.nextToken('');
    const innerType = td.hasMoreTokens() ? td.nextToken() : null;
    traits.push({ type: own, state: ownState });
    if (innerType === null) break;
    t = innerType;
    s = sd.hasMoreTokens() ? sd.nextToken() : '';
  }
  return { id, traits };
}

/** Embellishment.mySetType, field by field (type version 1). */
function readLayer(type: string) {
  expect(type.startsWith('emb2;')).toBe(true);
  const st = new SequenceDecoder(type.slice('emb2;'.length), ';');
  const f = {
    activateCommand: st.nextToken(''), activateModifiers: st.nextInt(128), activateKey: st.nextToken('A'),
    upCommand: st.nextToken(''), upModifiers: st.nextInt(128), upKey: st.nextToken(''),
    downCommand: st.nextToken(''), downModifiers: st.nextInt(128), downKey: st.nextToken(''),
    resetCommand: st.nextToken(''), resetKey: st.nextToken(''), resetLevel: st.nextToken('1'),
    drawUnderneath: st.nextBoolean(false), xOff: st.nextInt(0), yOff: st.nextInt(0),
    images: st.nextToken(''), names: st.nextToken(''), loop: st.nextBoolean(true), name: st.nextToken(''),
    rndKey: st.nextToken(''), rndText: st.nextToken(''), followProperty: st.nextBoolean(false), propertyName: st.nextToken(''),
    firstLevelValue: st.nextInt(1), version: st.nextInt(0), alwaysActive: st.nextBoolean(true),
    activateKeyStroke: st.nextToken(''), increaseKeyStroke: st.nextToken(''), decreaseKeyStroke: st.nextToken(''),
    description: st.nextToken(''), scale: st.nextToken('1.0'), onlyPropertyName: st.nextToken(''), onlyPropertyState: st.nextToken('true'),
  };
  const list = (text: string) => {
    const d = new SequenceDecoder(text, ',');
    const out: string[] = [];
    while (d.hasMoreTokens()) out.push(d.nextToken());
    return out;
  };
  return { ...f, images: list(f.images), names: list(f.names), done: !st.hasMoreTokens() };
}

function pieceImages(text: string | undefined): string[] {
  const { traits } = decodePiece(text);
  const out: string[] = [];
  for (const t of traits) {
    if (t.type.startsWith('emb2;')) out.push(...readLayer(t.type).images);
    if (t.type.startsWith('piece;')) out.push(readBasic(t.type).image);
  }
  return out;
}

/** BasicPiece.mySetType: `piece;` clone key, delete key, image, name. */
function readBasic(type: string) {
  const st = new SequenceDecoder(type, ';');
  st.nextToken();
  return { cloneKey: st.nextToken(''), deleteKey: st.nextToken(''), image: st.nextToken(''), name: st.nextToken('') };
}

describe('piece definitions decode as VASSAL decodes them', () => {
  it('a two-sided unit: side, contingent and type properties, a Layer flipped by Ctrl+F over its front and back, the BasicPiece with its name and gpid', async () => {
    const { root, doc } = await moduleOf('palembang');
    const unit = doc.units.find((u) => doc.unitTypes.find((t) => t.id === u.typeId)?.stepModel === 'two-sided')!;
    const type = doc.unitTypes.find((t) => t.id === unit.typeId)!;
    const slot = all(root, 'VASSAL.build.widget.PieceSlot').find((s) => s.attrs.entryName === `${unit.designation} ${type.name}`)!;
    const { id, traits } = decodePiece(slot.text);
    expect(id).toBe('null');
    expect(traits.map((t) => t.type.slice(0, t.type.indexOf(';') + 1))).toEqual(['mark;', 'emb2;', 'piece;']);
    const contingent = doc.contingents.find((c) => c.id === unit.contingentId)!;
    const side = doc.sides.find((s) => s.id === contingent.sideId)!;
    // Marker: keys in the type, values in the state.
    const keys = new SequenceDecoder(traits[0].type.slice(5), ',');
    const values = new SequenceDecoder(traits[0].state, ',');
    expect([keys.nextToken(), keys.nextToken(), keys.nextToken()]).toEqual(['Side', 'Contingent', 'Type']);
    expect([values.nextToken(), values.nextToken(), values.nextToken()]).toEqual([side.name, contingent.name, type.name]);
    const l = readLayer(traits[1].type);
    expect(l).toMatchObject({ version: 1, alwaysActive: true, loop: true, upCommand: 'Flip', increaseKeyStroke: '70,130', decreaseKeyStroke: '', name: 'Side', done: true });
    expect(l.images).toHaveLength(2);
    expect(l.names).toEqual(['', '+ — Back (disrupted)']);
    expect(traits[1].state).toBe('1');
    expect(readBasic(traits[2].type)).toEqual({ cloneKey: '', deleteKey: '', image: '', name: `${unit.designation} ${type.name}` });
    const basicState = new SequenceDecoder(traits[2].state, ';');
    expect([basicState.nextToken(), basicState.nextInt(-1), basicState.nextInt(-1), basicState.nextToken(), basicState.nextInt(-1)]).toEqual(['null', 0, 0, slot.attrs.gpid, 0]);
  });

  it('a step chain: one Layer level per step, Ctrl+R steps it down and Ctrl+Shift+R back up, no wrap-around', async () => {
    const { root, doc } = await moduleOf('taremo');
    const chainType = doc.unitTypes.find((t) => t.stepModel === 'chain')!;
    const unit = doc.units.find((u) => u.typeId === chainType.id)!;
    const slot = all(root, 'VASSAL.build.widget.PieceSlot').find((s) => s.attrs.entryName === `${unit.designation} ${chainType.name}`)!;
    const l = readLayer(decodePiece(slot.text).traits[1].type);
    expect(l).toMatchObject({ upCommand: 'Reduce', increaseKeyStroke: '82,130', downCommand: 'Restore', decreaseKeyStroke: '82,195', loop: false, name: 'Step' });
    expect(l.images).toHaveLength(chainType.steps.length);
  });

  it('names with the delimiters of every level (slash, semicolon, comma, quotes) come back whole; a backslash and a tab, which VASSAL cannot hold there, as a slash and a space', () => {
    const doc = bundledScenario('palembang');
    const nasty = "1/2; A,B\t'q' \\x";
    doc.units[0].designation = nasty;
    return vassalModule(doc, { dpi: 36, counterSizeMm: 12 }, job, 0).then((m) => {
      const files = unzipSync(m.bytes);
      const root = parseXml(new TextDecoder().decode(files['buildFile.xml']), 'b');
      const type = doc.unitTypes.find((t) => t.id === doc.units[0].typeId)!;
      const slot = all(root, 'VASSAL.build.widget.PieceSlot').find((s) => s.attrs.entryName === `${nasty} ${type.name}`)!;
      expect(slot).toBeDefined();
      const { traits } = decodePiece(slot.text);
      // A backslash would escape the delimiter after it and VASSAL splits a definition at every tab: a slash, a space.
      expect(readBasic(traits[traits.length - 1].type).name).toBe(`${nasty.replace(/\\/g, '/').replace(/\t/g, ' ')} ${type.name}`);
      const values = new SequenceDecoder(traits[0].state, ',');
      expect(values.nextToken()).toBe(doc.sides.find((x) => x.id === doc.contingents.find((c) => c.id === doc.units[0].contingentId)!.sideId)!.name);
    });
  });
});

describe('the game around the map', () => {
  it('sides in the roster, a turn for every turn of the track, dice buttons for the scenario\'s dice, a chart page per booklet section', async () => {
    const { root, doc } = await moduleOf('palembang');
    expect(all(root, 'entry').map((e) => e.text)).toEqual(doc.sides.map((s) => s.name));
    const level = all(root, 'VASSAL.build.module.turn.ListTurnLevel')[0];
    const list = new SequenceDecoder(level.attrs.list, ',');
    const turns: string[] = [];
    while (list.hasMoreTokens()) turns.push(list.nextToken());
    expect(turns).toHaveLength(doc.turns.length);
    expect(turns[0]).toMatch(/^1\b/);
    const dice = all(root, 'VASSAL.build.module.DiceButton').map((d) => `${d.attrs.nDice}d${d.attrs.nSides}`);
    expect(dice).toContain('1d6');
    for (const t of doc.dieTables) expect(dice).toContain(t.dice.replace(/[÷/]\d+$/, ''));
    const charts = all(root, 'VASSAL.build.widget.HtmlChart').map((c) => c.attrs.chartName);
    expect(charts).toEqual(expect.arrayContaining(['Scenario', 'Turn record track', 'Charts']));
  });

  it('units that set up in an area stand on one of its hexes; reinforcements wait in their side\'s window, by turn', async () => {
    const { root, doc } = await moduleOf('palembang');
    const board = boardGeometry(doc, 72);
    const maps = all(root, 'VASSAL.build.module.Map');
    const main = maps.find((m) => m.attrs.mapName === 'Main Map')!;
    const stacks = [...walk(main)].map((x) => x.el).filter((e) => e.name === 'VASSAL.build.module.map.SetupStack');
    const grid = all(main, 'VASSAL.build.module.map.boardPicker.board.HexGrid')[0];
    const port = new VassalHexGridPort(grid.attrs, grid.children[0].attrs, board);
    for (const s of stacks) expect(port.locationName({ x: Number(s.attrs.x), y: Number(s.attrs.y) })).toBe(s.attrs.location);
    const reinforcements = doc.units.filter((u) => u.setup.kind === 'reinforcement').length;
    const windows = maps.filter((m) => m.attrs.launch === 'true');
    const waiting = windows.flatMap((w) => [...walk(w)].filter((x) => x.el.name === 'VASSAL.build.widget.PieceSlot'));
    expect(waiting).toHaveLength(reinforcements);
    expect(windows.every((w) => all(w, 'VASSAL.build.module.map.SetupStack').every((s) => /^(Turn \d+|By die roll|Not scheduled)/.test(s.attrs.name)))).toBe(true);
  });
});

describe("VASSAL's grid matches the map", () => {
  const numberings: MapSettings['numbering'][] = [
    { scheme: 'xxyy', firstCol: 1, firstRow: 1, digits: 2 },
    { scheme: 'xxyy', firstCol: 0, firstRow: 5, digits: 3 },
    { scheme: 'xxyy', firstCol: 30, firstRow: 20, digits: 2, colStep: -1, rowStep: -1 },
    { scheme: 'letter-number', firstCol: 1, firstRow: 1, digits: 2 },
    { scheme: 'letter-number', firstCol: 3, firstRow: 12, digits: 2, rowStep: -1 },
  ];
  const cases = (['flat', 'pointy'] as const).flatMap((o) => (['odd', 'even'] as const).flatMap((s) => numberings.map((n) => [o, s, n] as const)));

  it.each(cases)('%s-top, %s stagger, %j: every hex centre is where VASSAL puts it and named as Atoll names it', (orientation, stagger, numbering) => {
    const doc = syntheticMap(orientation, stagger, 17, 13);
    doc.map.numbering = numbering;
    for (const dpi of [72, 100, 150]) {
      const board = boardGeometry(doc, dpi);
      const { grid, numbering: n } = vassalHexGrid(doc.map, board);
      const attrs = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
      const port = new VassalHexGridPort(attrs(grid), attrs(n), board);
      const wrong: string[] = [];
      for (let row = 0; row < doc.map.rows; row++)
        for (let col = 0; col < doc.map.cols; col++) {
          const p = boardPoint(doc.map, board, { col, row });
          const label = hexLabel(doc.map.numbering, { col, row });
          const named = port.locationName(p);
          const raw = port.centre(port.rawColumn(p), port.rawRow(p));
          if (named !== label) wrong.push(`${col},${row}: ${label} named ${named} at ${dpi} dpi`);
          // VASSAL works in whole pixels (origin, half a hex, each centre truncated): under two pixels each way.
          if (Math.abs(raw.x - p.x) >= 2 || Math.abs(raw.y - p.y) >= 2) wrong.push(`${col},${row}: centre ${JSON.stringify(raw)}, Atoll ${JSON.stringify(p)}`);
        }
      expect(wrong).toEqual([]);
    }
  });
});
