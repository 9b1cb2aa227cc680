import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_VERSION, documentToJson, emptyDocument, makeSide, MAX_RECORDS_PER_COLLECTION, normaliseDocument, type ScenarioDocument,
} from '../model';
import { MAX_SCENARIO_JSON_BYTES, parseScenarioJson, type ImportResult } from './import-json';

/** A scenario that uses every collection, with references that resolve. */
function richDocument(): ScenarioDocument {
  const doc = emptyDocument();
  doc.info = { ...doc.info, title: 'Buna — Gona', subtitle: 'November 1942', designer: 'Ökonomie Über', historicalNotes: 'Line one\nLine "two"' };
  doc.map = { ...doc.map, cols: 30, rows: 20, hexSizeMm: 16.5, orientation: 'pointy', stagger: 'even' };
  doc.sides = [
    { ...makeSide({ id: 'side-2', name: 'Japanese', colour: '#c8b273', role: 'defender', setupOrder: 1 }), hiddenPercent: 25 },
    { ...makeSide({ id: 'side-1', name: 'Allies', colour: '#4a6a3a', role: 'attacker', setupOrder: 2 }), fireCoordination: 2 },
  ];
  doc.contingents = [
    { id: 'con-us', code: 'US', sideId: 'side-1', name: '32nd Division', colours: { background: '#4a6a3a', text: '#ffffff' } },
    { id: 'con-au', code: 'AU', sideId: 'side-1', name: '7th Division', colours: { background: '#7a5a2a', text: '#ffffff' } },
  ];
  doc.unitTypes = [
    {
      id: 'rifle',
      name: 'Rifle platoon',
      unitClass: 'infantry',
      sidc: '10031000001211000000',
      size: 'platoon',
      movementClass: 'foot',
      flags: ['elite'],
      stepModel: 'chain',
      steps: [
        { label: 'full', combat: 4, range: 1, ma: 4 },
        { label: 'reduced', combat: 2, range: 1, ma: 4 },
      ],
    },
  ];
  doc.zones = [{ id: 'zone-b', name: 'Beach', colour: '#e0d090', purpose: 'setup', hexes: [{ col: 3, row: 4 }, { col: 1, row: 2 }] }];
  doc.units = [
    { id: 'u-2', designation: '2/126', typeId: 'rifle', contingentId: 'con-us', setup: { kind: 'area', area: { kind: 'zone', zoneId: 'zone-b' } }, hidden: false },
    { id: 'u-1', designation: '1/126', typeId: 'rifle', contingentId: 'con-us', setup: { kind: 'area', area: { kind: 'hexes', hexes: [{ col: 5, row: 5 }] } }, hidden: true },
    { id: 'u-3', designation: '2/9', typeId: 'rifle', contingentId: 'con-au', setup: { kind: 'reinforcement' }, hidden: false },
  ];
  doc.strikes = [
    { id: 'air-1', sideId: 'side-1', kind: 'air', strength: 6, label: 'P-39', initial: false, availability: 'arrivalTurn', shotDown: 'replaced' },
  ];
  doc.arrivals = [
    {
      id: 'arr-1', sideId: 'side-1', turn: 3, note: '',
      units: { kind: 'pick', contingentIds: ['con-au'], typeIds: ['rifle'], count: '1d6+2' },
      entry: { method: 'ground', areas: [{ kind: 'edge', edge: 'south', from: 2, to: 9 }], mayDelay: true },
    },
  ];
  doc.dieTables = [
    {
      id: 'tab-edge', name: 'Entry edge', sideId: 'side-1', use: 'subTable', dice: '1d6', firstTurn: 1, modifiers: [], note: '',
      rows: [
        { from: 1, to: 3, outcomes: [{ effect: { kind: 'entryArea', area: { kind: 'edge', edge: 'north' } }, when: [], onceOnly: false }] },
        { from: 4, to: 6, outcomes: [{ effect: { kind: 'entryArea', area: { kind: 'zone', zoneId: 'zone-b' } }, when: [], onceOnly: false }] },
      ],
    },
    {
      id: 'tab-main', name: 'Reinforcements', sideId: 'side-1', use: 'reinforcement', dice: '1d6', firstTurn: 2, lastTurn: 8, note: 'Each turn',
      modifiers: [{ value: 1, when: [{ kind: 'turn', from: 5 }] }],
      rows: [
        {
          from: 1, to: 2,
          outcomes: [
            {
              effect: { kind: 'deploy', units: { kind: 'contingents', contingentIds: ['con-au'] }, entry: { method: 'ground', areas: [], entryTableId: 'tab-edge', mayDelay: false } },
              when: [{ kind: 'arrived', contingentId: 'con-us', arrived: true }], onceOnly: true, otherwise: { kind: 'noEffect' },
            },
            { effect: { kind: 'strikes', strikeKind: 'air', count: 1, notAtNight: true }, when: [], onceOnly: false },
          ],
        },
        { from: 3, to: 5, outcomes: [{ effect: { kind: 'cp', amount: -2 }, when: [{ kind: 'occupies', sideId: 'side-2', hexes: [], atLeast: 2 }], onceOnly: false }] },
        { from: 6, to: 7, outcomes: [{ effect: { kind: 'choice', count: 1, options: [{ kind: 'noEffect' }, { kind: 'rollOn', tableId: 'tab-edge' }] }, when: [], onceOnly: false }] },
      ],
    },
  ];
  doc.cpBonuses = [{ id: 'cp-1', sideId: 'side-1', cp: 2, hexes: [{ col: 6, row: 6 }], require: 'any', noAdjacentEnemy: true, note: '' }];
  doc.victory.elimination = [
    { sideId: 'side-2', what: 'units', match: { contingentIds: [], unitClasses: [], flags: ['parachute'] }, vp: 2, label: 'Airborne' },
  ];
  doc.victory.evacuation = [{ sideId: 'side-1', contingentIds: ['con-au'], edge: 'south', vp: 1, afterArrivalOf: ['con-us'] }];
  doc.turns = [
    { id: 'turn-2', index: 2, label: '2', date: '20 Nov', timeOfDay: 'afternoon', night: false, cp: { 'side-1': 3 }, notes: '' },
    { id: 'turn-1', index: 1, label: '1', date: '20 Nov', timeOfDay: 'morning', night: false, cp: { 'side-1': 2, 'side-2': 1 }, notes: 'Rain' },
  ];
  doc.features = [{ id: 'cave-1', type: 'cave', hex: { col: 7, row: 2 }, facing: 3, props: { hidden: true, label: 'Cave A', size: 2 } }];
  doc.hexsides = [{ id: '3,4:1', type: 'river' }, { id: '2,4:0', type: 'hedge' }];
  doc.paths = [{ id: '3,4:2|road', type: 'road' }];
  doc.specialRules = [{ id: 'sr-1', title: 'Monsoon', text: 'No air strikes on turn 1.', module: 'japanese' }];
  doc.hexes = [
    { col: 29, row: 19, terrain: 'ocean', elevation: 0 },
    { col: 0, row: 0, terrain: 'jungle', elevation: 2 },
    { col: 5, row: 0, terrain: 'kunai', elevation: -1 },
    { col: 1, row: 7, terrain: 'beach', elevation: 0 },
  ];
  return doc;
}

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]));
  return value;
}

function expectErrors(result: ImportResult): { path: string; message: string }[] {
  expect(result.ok).toBe(false);
  expect(result).not.toHaveProperty('document');
  if (result.ok) throw new Error('unreachable');
  expect(result.errors.length).toBeGreaterThan(0);
  return result.errors;
}

const json = (doc: unknown) => JSON.stringify(doc);

describe('parseScenarioJson: round trip', () => {
  it('reads back exactly what documentToJson wrote, normalised', () => {
    const doc = richDocument();
    const result = parseScenarioJson(documentToJson(doc));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toEqual(normaliseDocument(doc));
    expect(result.document.units.map((u) => u.id)).toEqual(['u-1', 'u-2', 'u-3']);
    expect(result.document.hexes.map((h) => [h.col, h.row])).toEqual([[0, 0], [5, 0], [1, 7], [29, 19]]);
    expect(documentToJson(result.document)).toBe(documentToJson(doc));
  });

  it('round-trips the empty document', () => {
    const result = parseScenarioJson(documentToJson(emptyDocument()));
    expect(result).toEqual({ ok: true, document: normaliseDocument(emptyDocument()) });
  });

  it('writes identical bytes for identical content, whatever the record and key order', () => {
    const doc = richDocument();
    const expected = documentToJson(doc);
    for (const seed of [1, 2, 3, 42]) {
      const other = richDocument();
      other.units = shuffled(other.units, seed);
      other.turns = shuffled(other.turns, seed);
      other.sides = shuffled(other.sides, seed);
      other.hexsides = shuffled(other.hexsides, seed);
      other.hexes = shuffled(other.hexes, seed);
      expect(documentToJson(other)).toBe(expected);
      expect(documentToJson(reversedKeys(other) as ScenarioDocument)).toBe(expected);
    }
    expect(expected.endsWith('}\n')).toBe(true);
    // Keys are sorted and each hex is one line, so files diff cleanly.
    expect(expected.indexOf('"contingents"')).toBeLessThan(expected.indexOf('"format"'));
    expect(expected).toContain('{ "col": 0, "elevation": 2, "row": 0, "terrain": "jungle" }');
  });

  it('different content gives different bytes', () => {
    const doc = richDocument();
    doc.hexes[0].elevation = 1;
    expect(documentToJson(doc)).not.toBe(documentToJson(richDocument()));
  });
});

describe('parseScenarioJson: older versions', () => {
  it('reads a version-1 file: set-ups become areas, sides and strikes get their defaults, new parts start empty', () => {
    const v1 = {
      ...JSON.parse(documentToJson(emptyDocument())),
      version: 1,
      sides: [{ id: 'side-1', name: 'Allies', colour: '#4a6a3a', role: 'attacker', setupOrder: 2 }],
      contingents: [{ id: 'c', code: 'US', sideId: 'side-1', name: '', colours: { background: '#000000', text: '#ffffff' } }],
      unitTypes: [richDocument().unitTypes[0]],
      units: [
        { id: 'u-1', designation: '1', typeId: 'rifle', contingentId: 'c', setup: { kind: 'hexes', hexes: [{ col: 1, row: 1 }] }, hidden: false },
      ],
      strikes: [{ id: 's', sideId: 'side-1', kind: 'naval', strength: 8 }],
    };
    for (const name of ['arrivals', 'dieTables', 'cpBonuses', 'victory']) delete v1[name];
    const result = parseScenarioJson(json(v1));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.document.version).toBe(DOCUMENT_VERSION);
    expect(result.document.units[0].setup).toEqual({ kind: 'area', area: { kind: 'hexes', hexes: [{ col: 1, row: 1 }] } });
    expect(result.document.sides[0]).toEqual(makeSide({ id: 'side-1', name: 'Allies', colour: '#4a6a3a', role: 'attacker', setupOrder: 2 }));
    expect(result.document.strikes[0]).toMatchObject({ strength: 8, initial: true, label: '' });
    expect(result.document.arrivals).toEqual([]);
    expect(result.document.victory.suddenDeath).toEqual([]);
  });
});

describe('parseScenarioJson: precise errors, never a document', () => {
  it('names the path of a wrong type', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.info.title = 42;
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe('$.info.title');
    expect(errors[0].message).toBe('Title must be text, not the number 42');
  });

  it('names every wrong field, with array indexes', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.hexes[2].elevation = 'high';
    data.sides[0].colour = 'red';
    data.units[1].hidden = 'no';
    const paths = expectErrors(parseScenarioJson(json(data))).map((e) => e.path).sort();
    expect(paths).toEqual(['$.hexes[2].elevation', '$.sides[0].colour', '$.units[1].hidden']);
  });

  it('refuses unknown fields (strict records)', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.info.secret = 'x';
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors[0].path).toBe('$.info');
    expect(errors[0].message).toMatch(/secret/);
  });

  it('names an unknown reference', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.units[0].typeId = 'ghost';
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toEqual([{ path: '$.units[0].typeId', message: 'unknown unit type "ghost"' }]);
  });

  it('names other integrity problems: duplicate ids, hexes off the map, unknown terrain', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.sides[1].id = data.sides[0].id;
    data.hexes[0].terrain = 'lava';
    data.features[0].hex = { col: 30, row: 1 };
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toContainEqual({ path: '$.hexes[0].terrain', message: 'unknown terrain "lava"' });
    expect(errors).toContainEqual({ path: '$.features[0].hex', message: 'hex 3102 is off the 30×20 map' });
    expect(errors.map((e) => e.path)).toContain('$.sides[1].id');
  });

  it('refuses a file from a newer version', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.version = DOCUMENT_VERSION + 1;
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toEqual([{ path: '$.version', message: expect.stringContaining(`newer Atoll (format version ${DOCUMENT_VERSION + 1})`) }]);
  });

  it('refuses a missing or invalid version and a foreign format', () => {
    const data = JSON.parse(documentToJson(emptyDocument()));
    for (const version of [undefined, 0, 1.5, '1']) {
      expect(expectErrors(parseScenarioJson(json({ ...data, version })))[0].path).toBe('$.version');
    }
    expect(expectErrors(parseScenarioJson(json({ ...data, format: 'tiled-map' })))[0]).toEqual({
      path: '$.format',
      message: 'not an Atoll scenario (expected "format": "atoll-scenario")',
    });
  });

  it('refuses text that is not JSON, or JSON that is not an object', () => {
    for (const text of ['', 'Once upon a time', '{"format": "atoll-scenario",', '\u0000']) {
      const errors = expectErrors(parseScenarioJson(text));
      expect(errors).toHaveLength(1);
      expect(errors[0].path).toBe('$');
      expect(errors[0].message).toMatch(/^not valid JSON/);
    }
    for (const text of ['[]', '42', 'null', '"scenario"']) expect(expectErrors(parseScenarioJson(text))).toEqual([{ path: '$', message: 'expected a JSON object' }]);
  });

  it('refuses an array over its limit before validating its entries', () => {
    const data = JSON.parse(documentToJson(emptyDocument()));
    data.units = new Array(MAX_RECORDS_PER_COLLECTION + 1).fill(0);
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toEqual([{ path: '$.units', message: '100,001 entries; at most 100,000 are allowed' }]);

    const hexes = JSON.parse(documentToJson(emptyDocument()));
    hexes.hexes = new Array(500 * 500 + 1).fill(0);
    expect(expectErrors(parseScenarioJson(json(hexes)))).toEqual([{ path: '$.hexes', message: '250,001 entries; at most 250,000 are allowed' }]);
  });

  it('refuses a text over the size limit without parsing it', () => {
    const text = `[${'0,'.repeat((MAX_SCENARIO_JSON_BYTES + 8 * 1024 * 1024) / 2)}0]`;
    const errors = expectErrors(parseScenarioJson(text));
    expect(errors).toEqual([{ path: '$', message: 'the file is 40.0 MB; the largest scenario file Atoll accepts is 32.0 MB' }]);
  });

  it('counts the size in UTF-8 bytes, not characters', () => {
    // 11.2 M three-byte characters: 11.2 M UTF-16 code units, but 33.6 MB of UTF-8.
    const text = '€'.repeat(Math.ceil(MAX_SCENARIO_JSON_BYTES / 3) + 10);
    expect(text.length).toBeLessThan(MAX_SCENARIO_JSON_BYTES);
    expect(expectErrors(parseScenarioJson(text))[0].message).toMatch(/^the file is 32\.0 MB/);
    // Just within the limit: read on (and refused as JSON).
    const within = '€'.repeat(Math.floor(MAX_SCENARIO_JSON_BYTES / 3));
    expect(expectErrors(parseScenarioJson(within))[0].message).toMatch(/^not valid JSON/);
  });

  it('caps the number of errors it reports', () => {
    const data = JSON.parse(documentToJson(emptyDocument()));
    data.hexes = Array.from({ length: 500 }, (_, i) => ({ col: i % 24, row: Math.floor(i / 24) % 18, terrain: 'clear', elevation: 'x' }));
    const errors = expectErrors(parseScenarioJson(json(data)));
    expect(errors).toHaveLength(100);
    expect(errors[0].path).toBe('$.hexes[0].elevation');
  });
});

describe('error wording', () => {
  it('says "missing" for an absent field and names what was found for a wrong one, in sentences for people', () => {
    const result = parseScenarioJson(JSON.stringify({ format: 'atoll-scenario', version: 1, info: { title: 5 }, sides: 'x' }));
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContainEqual({ path: '$.info.title', message: 'Title must be text, not the number 5' });
    expect(errors).toContainEqual({ path: '$.info.subtitle', message: 'Subtitle is missing (it must be text)' });
    expect(errors).toContainEqual({ path: '$.sides', message: 'Sides must be a list, not text' });
  });

  it('says what a value out of range must be, with its unit', () => {
    const data = JSON.parse(documentToJson(richDocument()));
    data.map.hexSizeMm = 2;
    expect(expectErrors(parseScenarioJson(json(data)))).toEqual([{ path: '$.map.hexSizeMm', message: 'Hex size must be at least 5 mm' }]);
  });
});
