import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const RecentSchema = z.array(z.object({ path: z.string(), name: z.string(), openedAt: z.string(), draft: z.boolean().optional() })).max(50);
export type RecentEntry = z.infer<typeof RecentSchema>[number];
const KEEP = 12;

/** The Open Recent list, kept by the backend in its data folder (absolute paths). */
export class RecentFiles {
  private readonly file: string;
  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'recent.json');
  }

  list(): RecentEntry[] {
    try {
      const parsed = RecentSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  add(entry: RecentEntry): void {
    this.write([entry, ...this.list().filter((e) => e.path !== entry.path)].slice(0, KEEP));
  }

  /** Drops a file from the list; a file that is not listed changes nothing on disk. */
  remove(filePath: string): void {
    const entries = this.list();
    const kept = entries.filter((e) => e.path !== filePath);
    if (kept.length !== entries.length) this.write(kept);
  }

  private write(entries: RecentEntry[]): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(entries, null, 2));
    renameSync(tmp, this.file);
  }
}
