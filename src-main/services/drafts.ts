import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DraftNameSchema, type DraftEntry } from '../../src-shared/api/contract-drafts';
import { ApiError } from '../../src-shared/api/errors';
import { readProjectSummary, removeProject, SQLITE_SUFFIXES } from './project-file';

const PROJECT_EXT = '.atoll';

/** A file name made of a title: letters, digits, spaces as hyphens. */
export function safeFileName(title: string): string {
  const slug = title.trim().replace(/[^A-Za-z0-9 _-]+/g, '').replace(/\s+/g, '-').slice(0, 60);
  return slug || 'scenario';
}

function moveProject(from: string, to: string): void {
  for (const suffix of SQLITE_SUFFIXES) if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
}


/**
 * The drafts folder: new and imported projects live here until saved under a name. Only the user deletes a draft,
 * and a deleted one waits in `deleted/` until the app closes (or, after a crash, until it starts again), so the
 * deletion can be undone until then.
 */
export class Drafts {
  readonly dir: string;
  private readonly trash: string;

  constructor(
    dataDir: string,
    /** Whether the backend has this file open (an open draft is closed before it may be deleted). */
    private readonly isOpen: (abs: string) => boolean,
    /** The path the renderer opens this file by, or null when it cannot reach it. */
    private readonly pathFor: (abs: string) => string | null,
  ) {
    this.dir = path.join(dataDir, 'drafts');
    this.trash = path.join(this.dir, 'deleted');
    this.purge();
  }

  isDraft(abs: string): boolean {
    return path.dirname(abs) === this.dir;
  }

  /** A free file name for a new draft of this title, stamped with the time. */
  newPath(title: string, now: Date): string {
    mkdirSync(this.dir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    let candidate = path.join(this.dir, `${safeFileName(title)}-${stamp}${PROJECT_EXT}`);
    for (let n = 2; existsSync(candidate); n++) candidate = path.join(this.dir, `${safeFileName(title)}-${stamp}-${n}${PROJECT_EXT}`);
    return candidate;
  }

  /** The scenario title of a draft, for the recent list (null when it cannot be read). */
  titleOf(abs: string): string | null {
    try {
      return readProjectSummary(abs).title;
    } catch {
      return null;
    }
  }

  list(): { drafts: DraftEntry[]; deleted: DraftEntry[] } {
    return { drafts: this.entries(this.dir, true), deleted: this.entries(this.trash, false) };
  }

  delete(name: string): void {
    const abs = this.existing(this.dir, name);
    if (this.isOpen(abs)) throw new ApiError('conflict', 'that draft is open; close it first');
    mkdirSync(this.trash, { recursive: true });
    const target = path.join(this.trash, name);
    removeProject(target);
    this.move(abs, target, 'delete');
  }

  restore(name: string): void {
    const abs = this.existing(this.trash, name);
    const target = path.join(this.dir, name);
    if (existsSync(target)) throw new ApiError('exists', 'a draft of that name is already there');
    this.move(abs, target, 'restore');
  }

  /** Deleted drafts are gone for good: when the app closes, and at start for those a crash left behind. */
  purge(): void {
    rmSync(this.trash, { recursive: true, force: true });
    // What a crash left of a project being written (createProjectDb writes under this name, then renames).
    let names: string[] = [];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) if (/\.atoll\.partial(-wal|-shm)?$/.test(name)) rmSync(path.join(this.dir, name), { force: true });
  }

  private move(from: string, to: string, what: string): void {
    try {
      moveProject(from, to);
    } catch (e) {
      throw new ApiError('io', `could not ${what} the draft: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private existing(dir: string, name: string): string {
    const abs = path.join(dir, name);
    if (!DraftNameSchema.safeParse(name).success || path.dirname(abs) !== dir || !existsSync(abs))
      throw new ApiError('not-found', dir === this.dir ? 'there is no such draft' : 'there is no such deleted draft');
    return abs;
  }

  private entries(dir: string, openable: boolean): DraftEntry[] {
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith(PROJECT_EXT) && DraftNameSchema.safeParse(n).success);
    } catch {
      return [];
    }
    return names
      .map((name): DraftEntry => {
        const abs = path.join(dir, name);
        try {
          const { title, edited } = readProjectSummary(abs);
          return { name, path: openable ? this.pathFor(abs) : null, title, edited, readable: true };
        } catch (e) {
          const why = e instanceof Error ? e.message : String(e);
          return { name, path: null, title: `${name} (cannot be read: ${why})`, edited: new Date(0).toISOString(), readable: false };
        }
      })
      .sort((a, b) => b.edited.localeCompare(a.edited) || a.name.localeCompare(b.name));
  }
}
