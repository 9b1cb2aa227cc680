/** Command-line options: `--name value` pairs and bare flags, checked against what the command accepts. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Wrong use of the command line: the message, then the usage, exit code 2. */
export class UsageError extends Error {}

export type ParsedArgs = { readonly positional: string[]; readonly values: Map<string, string>; readonly flags: Set<string> };

/** Refuses an output file before any work: one that exists without `--force`, or one whose folder is missing. */
export function checkOutputFile(command: string, out: string, force: boolean): void {
  if (existsSync(out) && !force) throw new UsageError(`${out} exists; pass --force to overwrite it`);
  const folder = path.dirname(path.resolve(out));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`${command}: the folder ${path.dirname(out)} does not exist`);
}

/** Splits `args` by the option names the command takes: `valued` ones read the next argument, `flags` stand alone. */
export function parseArgs(command: string, args: readonly string[], valued: readonly string[], flags: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (seen.has(arg)) throw new UsageError(`${command}: ${arg} is given twice`);
    seen.add(arg);
    if (flags.includes(arg)) continue;
    if (!valued.includes(arg)) throw new UsageError(`${command}: unknown option ${arg}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${command}: ${arg} needs a value`);
    values.set(arg, value);
    i++;
  }
  return { positional, values, flags: new Set(flags.filter((f) => seen.has(f))) };
}

/** A whole number from `min` to `max`, or a UsageError naming the option. */
export function intOption(command: string, name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${command}: ${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}
