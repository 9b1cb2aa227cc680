/**
 * Random values for a JSON Schema (as `z.toJSONSchema` writes the api contract's inputs): mostly of the right
 * shape with edge values inside, sometimes wrong on purpose (a missing key, an extra key, a wrong type, an
 * out-of-range number), so both the validation and the handlers behind it are exercised.
 */
export type Rng = () => number;
type Schema = { [key: string]: unknown };

/** Values that a property of this name would hold in a real call (handles, paths, ids, change lists). */
export type Hints = (property: string) => readonly unknown[];

const HOSTILE_STRINGS = ['', ' ', '__proto__', 'constructor', '../../../etc/passwd', '/etc/passwd', 'C:\\Windows\\win.ini', 'a'.repeat(5000), '\u0000', '💥', 'null', '%00', '..'];
const EDGE_NUMBERS = [0, -1, 1, 0.5, -0.5, 1e9, -1e9, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

function numberIn(rng: Rng, schema: Schema, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  if (rng() < 0.3) return pick(rng, [min, max, ...EDGE_NUMBERS.filter((n) => n >= min && n <= max)]);
  const value = min + rng() * (max - min);
  return integer ? Math.round(value) : value;
}

function stringFor(rng: Rng, schema: Schema, property: string, hints: Hints): string {
  if (rng() < 0.3) return pick(rng, HOSTILE_STRINGS);
  const max = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 40) : 40;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const length = min + Math.floor(rng() * Math.max(1, max - min + 1));
  let text = '';
  for (let i = 0; i < length; i++) text += String.fromCharCode(97 + Math.floor(rng() * 26));
  return text;
}

function wrongValue(rng: Rng): unknown {
  return pick(rng, [null, true, 42, 'text', [], {}, [1, 2], { nested: { deep: [] } }, -0, 1e308]);
}

/** A value for `schema` (resolving `$ref`s against `root`), `depth` bounding recursive shapes. */
export function valueFor(schema: Schema, root: Schema, rng: Rng, hints: Hints, property = '', depth = 0): unknown {
  if (depth > 8 || rng() < 0.03) return wrongValue(rng);
  const hinted = property ? hints(property) : [];
  if (hinted.length && rng() < 0.6) return pick(rng, hinted);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    const defs = (root.$defs ?? root.definitions ?? {}) as Record<string, Schema>;
    return defs[name] ? valueFor(defs[name], root, rng, hints, property, depth + 1) : wrongValue(rng);
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return pick(rng, schema.enum as unknown[]);
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(options) && options.length) return valueFor(pick(rng, options), root, rng, hints, property, depth + 1);
  if (Array.isArray(schema.allOf) && schema.allOf.length) return valueFor(schema.allOf[0] as Schema, root, rng, hints, property, depth + 1);
  const type = Array.isArray(schema.type) ? pick(rng, schema.type as string[]) : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng() < 0.5;
    case 'integer':
      return numberIn(rng, schema, true);
    case 'number':
      return numberIn(rng, schema, false);
    case 'string':
      return stringFor(rng, schema, property, hints);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 6, 6);
      const min = typeof schema.minItems === 'number' ? Math.min(schema.minItems, 6) : 0;
      const length = min + Math.floor(rng() * (max - min + 1));
      return Array.from({ length }, () => valueFor(items, root, rng, hints, property, depth + 1));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (required.has(key) ? rng() < 0.03 : rng() < 0.5) continue; // sometimes drop a required key
        out[key] = valueFor(sub, root, rng, hints, key, depth + 1);
      }
      if (rng() < 0.05) out[pick(rng, ['extra', '__proto__', 'constructor'])] = wrongValue(rng);
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && rng() < 0.5) out[stringFor(rng, {}, '', hints)] = valueFor(extra as Schema, root, rng, hints, '', depth + 1);
      return out;
    }
    default:
      return rng() < 0.5 ? wrongValue(rng) : stringFor(rng, {}, property, hints);
  }
}
