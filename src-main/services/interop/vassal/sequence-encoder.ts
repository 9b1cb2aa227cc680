/**
 * VASSAL's SequenceEncoder (VASSAL.tools.SequenceEncoder), the way every piece and trait definition in a buildFile is
 * written: values joined by a delimiter, a delimiter inside a value escaped with a backslash, and a value that starts
 * with a backslash (or is wrapped in single quotes) wrapped in single quotes. The decoder is VASSAL's, step for step,
 * so tests can read back what the export wrote the way VASSAL will.
 */

export function encodeSequence(values: readonly (string | number | boolean)[], delim: string): string {
  return values
    .map((v) => {
      const s = String(v);
      if (s === '') return '';
      const escaped = s.split(delim).join(`\\${delim}`);
      return s[0] === '\\' || (s[0] === "'" && s[s.length - 1] === "'") ? `'${escaped}'` : escaped;
    })
    .join(delim);
}

/** StringArrayConfigurer.arrayToString: a list as one comma sequence. */
export const encodeStringArray = (values: readonly string[]) => encodeSequence(values, ',');

/** VASSAL's SequenceEncoder.Decoder. */
export class SequenceDecoder {
  private value: string | null;
  private start = 0;
  private readonly stop: number;

  constructor(value: string, private readonly delim: string) {
    this.value = value;
    this.stop = value.length;
  }

  hasMoreTokens(): boolean {
    return this.value !== null;
  }

  nextToken(fallback?: string): string {
    if (this.value === null) {
      if (fallback !== undefined) return fallback;
      throw new Error('no more tokens');
    }
    const val = this.value;
    if (this.start === this.stop) {
      this.value = null;
      return '';
    }
    let buf = '';
    let tok: string | null = null;
    let i = this.start;
    for (; i < this.stop; ++i) {
      if (val[i] === this.delim) {
        if (i > 0 && val[i - 1] === '\\') {
          buf += val.slice(this.start, i - 1);
          this.start = i;
        } else {
          if (buf.length === 0) tok = val.slice(this.start, i);
          else buf += val.slice(this.start, i);
          this.start = i + 1;
          break;
        }
      }
    }
    if (this.start < i) {
      if (buf.length === 0) tok = val.slice(this.start);
      else buf += val.slice(this.start, this.stop);
      this.value = null;
    }
    const out = tok ?? buf;
    return out.length > 1 && out[0] === "'" && out[out.length - 1] === "'" ? out.slice(1, -1) : out;
  }

  nextInt(fallback: number): number {
    if (this.value === null) return fallback;
    const n = Number.parseInt(this.nextToken(), 10);
    return Number.isNaN(n) ? fallback : n;
  }

  nextBoolean(fallback: boolean): boolean {
    return this.value !== null ? this.nextToken() === 'true' : fallback;
  }
}
