/** One export format of `atoll export`: its options and how it writes, and the lengths its options take. */
import type { ScenarioDocument } from '../../src-shared/model';
import type { JobContext } from '../services/jobs';
import type { CliIo } from './cli-io';
import { UsageError, type ParsedArgs } from './options';

/** One output format of `atoll export <format> <project> <out>`: the options it takes and how it runs. Formats of
 *  every area (print, interop) sit in the one table of export-command.ts. */
export type ExportFormat = {
  /** Usage lines: the options, then what the format writes. */
  usage: string;
  valued: readonly string[];
  flags: readonly string[];
  /** Writes `out` (a temporary name the command renames to `final` when all went well); a format that writes more
   *  files (a Tiled map's tileset images) writes them beside `final`, named from it. */
  run(doc: ScenarioDocument, args: ParsedArgs, out: string, job: JobContext, final: string, io: CliIo): Promise<{ pages?: number; bytes: number }>;
};

const MM_PER_IN = 25.4;

/** A length such as `12`, `12mm`, `0.5in`, `5/8in` or `5/8"` in millimetres. */
export function parseLength(option: string, text: string): number {
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?\s*(mm|in|")?$/.exec(text.trim());
  if (!m) throw new UsageError(`export: ${option} must be a length such as 16mm, 0.625in or 5/8in, not "${text}"`);
  const value = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
  return m[3] === 'in' || m[3] === '"' ? value * MM_PER_IN : m[3] === 'mm' ? value : m[2] ? value * MM_PER_IN : value;
}
