import type { JobContext } from '../services/jobs';
import type { ProgressStream } from './cli-io';

/** Progress of long CLI work on stderr: one updating line on a terminal, a line per tenth otherwise (logs, CI).
 *  Returns the JobContext the backend's work takes, so the CLI runs exactly the code the app runs. */
export function stderrProgress(what: string, stream: ProgressStream = process.stderr): JobContext & { end(): void } {
  const controller = new AbortController();
  let lastTenth = -1;
  let shown = false;
  return {
    signal: controller.signal,
    progress(done, total, label) {
      const pct = total > 0 ? Math.floor((100 * done) / total) : 0;
      const line = `${what}: ${total > 0 ? `${pct} %` : '…'}${label ? ` (${label})` : ''}`;
      if (stream.isTTY) {
        stream.write(`\r${line}\x1b[K`);
        shown = true;
      } else if (Math.floor(pct / 10) !== lastTenth) {
        lastTenth = Math.floor(pct / 10);
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (shown) stream.write('\n');
    },
  };
}
