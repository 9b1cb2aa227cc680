/** Paths as Tiled files write them (relative, with `/`), joined and tidied without touching any file system. */

export function dirOf(file: string): string {
  const i = file.replace(/\\/g, '/').lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}

/** `base/relative` with `.` and `..` resolved (a leading `..` that climbs above base is kept). */
export function joinPath(base: string, relative: string): string {
  const rel = relative.replace(/\\/g, '/');
  if (rel.startsWith('/') || /^[A-Za-z]:\//.test(rel)) return rel;
  const parts = (base ? `${base.replace(/\\/g, '/')}/${rel}` : rel).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

export function baseName(file: string): string {
  const norm = file.replace(/\\/g, '/');
  return norm.slice(norm.lastIndexOf('/') + 1);
}
