/**
 * Child process of src-main/services/crash.test.ts: opens a project and applies edits `start`, `start+1`, …
 * until it is killed, writing `ack <i>` to stdout (synchronously) after each apply has returned.
 *
 *   node --import tsx tests/support/crash-writer.ts <file> <start>   (the test starts it bundled: src-main/services/test-bundle.ts)
 */
import { ack } from './ack';
import { ProjectStore } from '../../src-main/services/project-store';
import type { Db } from '../../src-main/services/sqlite';
import { crashEdit } from './crash-edits';

const [file, startArg] = process.argv.slice(2);
const start = Number(startArg ?? 0);
const store = ProjectStore.open(file);
// Checkpoint every few pages instead of every 1000, so that kills also land inside checkpoints.
(store as unknown as { db: Db }).db.pragma('wal_autocheckpoint = 4');
ack('ready');
for (let i = start; i < start + 1_000_000; i++) {
  store.apply(`Edit ${i}`, crashEdit(i), new Date(0).toISOString());
  ack(`ack ${i}`);
}
store.close();
