/**
 * Child process of the soak (scripts/soak.ts): opens a project and runs soak commands `start`, `start+1`, …
 * until it is killed, writing `ack <i>` to stdout (synchronously) after each command has returned.
 *
 *   node --import tsx tests/support/soak-writer.ts <file> <start>
 */
import { ack } from './ack';
import { ProjectStore } from '../../src-main/services/project-store';
import type { Db } from '../../src-main/services/sqlite';
import { runSoakOp, soakOp } from './soak-ops';

const [file, startArg] = process.argv.slice(2);
const start = Number(startArg ?? 0);
const store = ProjectStore.open(file);
// Checkpoint every few pages instead of every 1000, so that kills also land inside checkpoints.
(store as unknown as { db: Db }).db.pragma('wal_autocheckpoint = 4');
ack('ready');
for (let i = start; i < start + 1_000_000; i++) {
  runSoakOp(store, file, soakOp(i));
  ack(`ack ${i}`);
}
store.close();
