import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleOnce } from '../../src-main/services/test-bundle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** When to kill: after this many acknowledgements, then this many milliseconds more. */
export type KillMoment = { minAcks: number; delayMs: number };
export type KillRound = { acked: number[]; signal: NodeJS.Signals | null; stderr: string };

/** Runs `writer file start` (bundled once per process), SIGKILLs it at the moment given and reports what it acknowledged. */
export async function killRound(writer: string, file: string, start: number, { minAcks, delayMs }: KillMoment): Promise<KillRound> {
  const script = await bundleOnce(writer);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, file, String(start)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: number[] = [];
    let pending = '';
    let stderr = '';
    let killing = false;
    // Generous: on a loaded machine a Node start alone can take seconds.
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the writer made ${acked.length} commands in 60 s; stderr: ${stderr}`));
    }, 60_000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (stderr += text));
    child.stdout.on('data', (text: string) => {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('ack ')) acked.push(Number(line.slice(4)));
      if (!killing && acked.length >= minAcks) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('error', reject);
    // 'close' comes after the pipes are drained: every ack written before the kill has been read by then.
    child.on('close', (_code, signal) => {
      clearTimeout(guard);
      resolve({ acked, signal, stderr });
    });
  });
}
