/**
 * One map from schema issues (zod's) to sentences for people: "Hex size must be at least 5 mm", not "Too small:
 * expected number to be >=5". The editors, file import, the api and the command line all word refusals with it.
 */

/** The parts of a zod issue the sentences use. */
export type SchemaIssue = {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly input?: unknown;
  readonly expected?: unknown;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly keys?: readonly string[];
  readonly divisor?: number;
};

type Field = { name: string; unit?: string };

/** Field names where the key alone says too little, or says it in code. */
const FIELDS: Readonly<Record<string, Field>> = {
  hexSizeMm: { name: 'Hex size', unit: 'mm' },
  widthMm: { name: 'Width', unit: 'mm' },
  heightMm: { name: 'Height', unit: 'mm' },
  marginMm: { name: 'Margin', unit: 'mm' },
  gridWidthMm: { name: 'Grid line width', unit: 'mm' },
  sizeMm: { name: 'Size', unit: 'mm' },
  cols: { name: 'Columns' },
  rows: { name: 'Rows' },
  firstCol: { name: 'The first column number' },
  firstRow: { name: 'The first row number' },
  defaultTerrain: { name: 'Default terrain' },
  startDate: { name: 'First turn date' },
  endDate: { name: 'Last turn date' },
  cp: { name: 'Command points' },
  ma: { name: 'Movement allowance' },
  mp: { name: 'Movement points' },
  vp: { name: 'VP' },
  sidc: { name: 'Symbol code (SIDC)' },
  typeId: { name: 'Unit type' },
  sideId: { name: 'Side' },
  contingentId: { name: 'Contingent' },
  zoneId: { name: 'Zone' },
  tableId: { name: 'Table' },
  unitIds: { name: 'Units' },
  arrivalOrder: { name: 'Arrival order' },
  schedule: { name: 'Arrival schedule' },
  minDiff: { name: 'Lowest differential' },
  maxDiff: { name: 'Highest differential' },
  dpi: { name: 'Resolution', unit: 'dpi' },
  opacity: { name: 'Opacity' },
  id: { name: 'Id' },
  percent: { name: 'Share of the enemy to eliminate', unit: '%' },
  elseSideId: { name: 'Side that wins otherwise' },
  elseResult: { name: 'Result when the other side wins' },
  featureId: { name: 'Objective' },
  commandPoints: { name: 'Command points in use' },
  defenceAdd: { name: 'Defence added' },
  clearedByCrossing: { name: 'Classes that clear it by crossing' },
  capacity: { name: 'Carrier capacity' },
  loadMp: { name: 'Load cost', unit: 'MP' },
  unloadMp: { name: 'Unload cost', unit: 'MP' },
  classes: { name: 'Classes carried' },
  aboard: { name: 'Carrier it starts aboard' },
  steps: { name: 'Steps' },
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields (a JSON object)',
  null: 'empty (null)',
};

/** "firstTurn" → "First turn"; a key ending in Id names the thing ("sideId" → "Side"). */
function humanize(key: string): string {
  const words = key
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field an issue is about: the last key of its path that is a field name (not an index or a record's id). */
export function fieldOf(path: readonly PropertyKey[]): Field {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    if (Object.hasOwn(FIELDS, key)) return FIELDS[key];
    if (/^[a-z][A-Za-z]*$/.test(key)) return { name: humanize(key) };
  }
  return { name: 'The value' };
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'number':
      return `the number ${value}`;
    case 'string':
      return value === '' ? 'empty text' : 'text';
    case 'boolean':
      return String(value);
    case 'object':
      return 'a group of fields';
    default:
      return typeof value;
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quoted = (v: unknown) => (typeof v === 'string' ? `“${v}”` : String(v));

/** zod's own wording, as opposed to a sentence a schema gives for its rule. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** The issue as a sentence. `field` names the field when the caller knows it better than the path does. */
export function issueSentence(issue: SchemaIssue, field: Field = fieldOf(issue.path)): string {
  const name = field.name;
  // A schema's own message for its rule already speaks to people: it is kept, said of its field.
  if (!ZOD_WORDING.test(issue.message)) return ofField(name, issue.message);
  const unit = field.unit ? ` ${field.unit}` : '';
  const limit = (n: number | bigint | undefined) => String(n);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${name} must not be empty` : `${name} must be at least ${count(Number(issue.minimum), 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? `${name} needs at least one entry` : `${name} needs at least ${limit(issue.minimum)} entries`;
      return issue.inclusive === false ? `${name} must be more than ${limit(issue.minimum)}${unit}` : `${name} must be at least ${limit(issue.minimum)}${unit}`;
    case 'too_big':
      if (issue.origin === 'string') return `${name} may be at most ${count(Number(issue.maximum), 'character', 'characters')} long`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${name} may have at most ${count(Number(issue.maximum), 'entry', 'entries')}`;
      return issue.inclusive === false ? `${name} must be less than ${limit(issue.maximum)}${unit}` : `${name} must be at most ${limit(issue.maximum)}${unit}`;
    case 'invalid_type': {
      const want = TYPE_WORDS[String(issue.expected)] ?? String(issue.expected);
      if (!('input' in issue) || issue.input === undefined) return `${name} is missing (it must be ${want})`;
      return `${name} must be ${want}, not ${kindOf(issue.input)}`;
    }
    case 'invalid_value': {
      const values = issue.values ?? [];
      if (values.length === 1) return `${name} must be ${quoted(values[0])}`;
      if (values.length > 0 && values.length <= 12) return `${name} must be one of ${values.map(quoted).join(', ')}`;
      return `${name} has a value Atoll does not know`;
    }
    case 'not_multiple_of':
      return issue.divisor === 1 ? `${name} must be a whole number` : `${name} must be a multiple of ${issue.divisor}${unit}`;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `${keys.length === 1 ? 'The field' : 'The fields'} ${keys.map(quoted).join(', ')} ${keys.length === 1 ? 'is' : 'are'} unknown here`;
    }
    case 'invalid_union':
      return `${name} is in none of the forms Atoll reads`;
    case 'invalid_format':
      return `${name} is not in the expected form`;
    default:
      return `${name} is not valid`;
  }
}

/** "hidden “maybe” is not yes or no" of field Hidden → "Hidden “maybe” is not yes or no"; else "Colour: a colour is #rrggbb". */
function ofField(name: string, message: string): string {
  if (message.toLowerCase().startsWith(name.toLowerCase())) return message.charAt(0).toUpperCase() + message.slice(1);
  return name === 'The value' ? message.charAt(0).toUpperCase() + message.slice(1) : `${name}: ${message}`;
}
