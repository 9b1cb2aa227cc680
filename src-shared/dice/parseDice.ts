/**
 * Parses dice expressions as a scenario designer types them.
 *
 * Grammar (whitespace allowed between tokens, `d`/`D` case-insensitive):
 *
 *   expr     := dice [ divide ] [ modifier ] | constant
 *   dice     := [ count ] "d" sides            `d6` means `1d6`
 *   divide   := ( "/" | "÷" ) divisor           floor(dice sum / divisor)
 *   modifier := ( "+" | "-" ) integer           added after the division
 *   constant := [ "+" | "-" ] integer           e.g. `3`, `-1`
 *
 * `-` also accepts the typographic minus `−` and the en dash `–` (pasted
 * from rulebooks). The divisor must come before the modifier (`1d6/2+1`);
 * `1d6+1/2` is rejected rather than guessed. Limits against hostile input:
 * text ≤ 40 characters, 1..20 dice, 2..100 sides, |modifier| ≤ 1000,
 * divisor 1..100. Errors name the problem and its 1-based position.
 */
import { DICE_LIMITS, type DiceExpr } from './diceExpr';

export type ParseDiceResult =
  | { readonly ok: true; readonly expr: DiceExpr }
  | { readonly ok: false; readonly error: string; /** 1-based character position */ readonly position: number };

type IntToken = { readonly digits: string; readonly value: number; readonly position: number };

/** Internal: thrown inside the parser, always caught by `parseDice`. */
class ParseFailure extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

const MINUS_SIGNS = new Set(['-', '\u2212', '\u2013']);
const DIVIDE_SIGNS = new Set(['/', '\u00f7']);

class Scanner {
  private index = 0;

  constructor(private readonly text: string) {}

  /** 1-based position of the next unread character (after skipping whitespace). */
  position(): number {
    this.skipSpace();
    return this.index + 1;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.index >= this.text.length;
  }

  peek(): string {
    this.skipSpace();
    const code = this.text.codePointAt(this.index);
    return code === undefined ? '' : String.fromCodePoint(code);
  }

  take(): string {
    const char = this.peek();
    this.index += char.length;
    return char;
  }

  readInt(): IntToken | null {
    this.skipSpace();
    const start = this.index;
    while (this.index < this.text.length && isDigit(this.text.charCodeAt(this.index))) this.index++;
    if (this.index === start) return null;
    const digits = this.text.slice(start, this.index);
    return { digits, value: Number(digits), position: start + 1 };
  }

  private skipSpace(): void {
    while (this.index < this.text.length && /\s/.test(this.text.charAt(this.index))) this.index++;
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isD(char: string): boolean {
  return char === 'd' || char === 'D';
}

function fail(message: string, position: number): never {
  throw new ParseFailure(message, position);
}

/** Quotes a character for an error message; control characters are escaped. */
function describeChar(char: string): string {
  if (char === "'") return '"\'"';
  return /[\u0000-\u001f\u007f]/.test(char) ? JSON.stringify(char) : `'${char}'`;
}

/** Parses `text`; never throws. */
export function parseDice(text: string): ParseDiceResult {
  if (typeof text !== 'string') {
    return { ok: false, error: 'dice expression must be text', position: 1 };
  }
  if (text.length > DICE_LIMITS.maxTextLength) {
    return {
      ok: false,
      error: `dice expression is too long (${text.length} characters, at most ${DICE_LIMITS.maxTextLength})`,
      position: DICE_LIMITS.maxTextLength + 1,
    };
  }
  try {
    return { ok: true, expr: parseExpr(new Scanner(text)) };
  } catch (error) {
    if (error instanceof ParseFailure) {
      return { ok: false, error: `${JSON.stringify(text)}: ${error.message} at position ${error.position}`, position: error.position };
    }
    throw error;
  }
}

function parseExpr(scanner: Scanner): DiceExpr {
  if (scanner.atEnd()) fail('empty dice expression, expected dice like 2d6 or a number like 3', scanner.position());
  const first = scanner.peek();
  if (first === '+' || MINUS_SIGNS.has(first)) return parseSignedConstant(scanner);

  const countToken = scanner.readInt();
  if (!isD(scanner.peek())) {
    if (countToken === null) {
      fail(`unexpected ${describeChar(scanner.peek())}, expected dice like 2d6 or a number like 3`, scanner.position());
    }
    return finishConstant(scanner, countToken, false);
  }
  scanner.take();
  const count = countToken === null ? 1 : checkCount(countToken);
  const sides = checkSides(scanner.readInt() ?? fail("missing die size after 'd'", scanner.position()));
  const divisor = parseDivisor(scanner);
  const modifier = parseModifier(scanner);
  if (!scanner.atEnd()) failTrailing(scanner, divisor !== null, modifier !== null);
  return { count, sides, modifier: modifier ?? 0, divisor: divisor ?? 1 };
}

function checkCount(token: IntToken): number {
  if (token.value < 1) fail('dice count must be at least 1', token.position);
  if (token.value > DICE_LIMITS.maxCount) {
    fail(`too many dice (${token.digits}, at most ${DICE_LIMITS.maxCount})`, token.position);
  }
  return token.value;
}

function checkSides(token: IntToken): number {
  if (token.value < DICE_LIMITS.minSides || token.value > DICE_LIMITS.maxSides) {
    fail(`die size ${token.digits} is out of range (${DICE_LIMITS.minSides}..${DICE_LIMITS.maxSides})`, token.position);
  }
  return token.value;
}

/** Returns the divisor, or null when there is no `/`. */
function parseDivisor(scanner: Scanner): number | null {
  const sign = scanner.peek();
  if (!DIVIDE_SIGNS.has(sign)) return null;
  scanner.take();
  const token = scanner.readInt() ?? fail(`missing divisor after '${sign}'`, scanner.position());
  if (token.value === 0) fail('cannot divide by zero', token.position);
  if (token.value > DICE_LIMITS.maxDivisor) {
    fail(`divisor ${token.digits} is too large (at most ${DICE_LIMITS.maxDivisor})`, token.position);
  }
  return token.value;
}

/** Returns the signed modifier, or null when there is no `+`/`-`. */
function parseModifier(scanner: Scanner): number | null {
  const sign = scanner.peek();
  const negative = MINUS_SIGNS.has(sign);
  if (sign !== '+' && !negative) return null;
  scanner.take();
  const token = scanner.readInt() ?? fail(`missing number after '${sign}'`, scanner.position());
  return signedMagnitude(token, 'modifier', negative);
}

function signedMagnitude(token: IntToken, what: string, negative: boolean): number {
  if (token.value > DICE_LIMITS.maxModifier) {
    fail(`${what} ${token.digits} is too large (at most ${DICE_LIMITS.maxModifier})`, token.position);
  }
  // `|| 0` turns -0 into 0 so that "-0" and "0" are the same expression.
  return negative ? -token.value || 0 : token.value;
}

function parseSignedConstant(scanner: Scanner): DiceExpr {
  const sign = scanner.take();
  const token = scanner.readInt() ?? fail(`missing number after '${sign}'`, scanner.position());
  if (isD(scanner.peek())) fail('a sign cannot come before dice (write 1d6-1, not -1d6)', scanner.position());
  return finishConstant(scanner, token, MINUS_SIGNS.has(sign));
}

function finishConstant(scanner: Scanner, token: IntToken, negative: boolean): DiceExpr {
  const value = signedMagnitude(token, 'constant', negative);
  if (!scanner.atEnd()) {
    fail(`unexpected ${describeChar(scanner.peek())} after the number ${token.digits}; a constant stands alone`, scanner.position());
  }
  return { count: 0, sides: 0, modifier: value, divisor: 1 };
}

function failTrailing(scanner: Scanner, hasDivisor: boolean, hasModifier: boolean): never {
  const char = scanner.peek();
  const position = scanner.position();
  if (DIVIDE_SIGNS.has(char)) {
    fail(
      hasDivisor
        ? `only one divisor is allowed, unexpected ${describeChar(char)}`
        : `the divisor must come before the modifier (write 1d6/2+1, not 1d6+1/2), unexpected ${describeChar(char)}`,
      position,
    );
  }
  if (hasModifier && (char === '+' || MINUS_SIGNS.has(char))) {
    fail(`only one modifier is allowed, unexpected ${describeChar(char)}`, position);
  }
  const expected = hasModifier ? 'the end' : hasDivisor ? "'+', '-' or the end" : "'/', '+', '-' or the end";
  fail(`unexpected ${describeChar(char)}, expected ${expected}`, position);
}
