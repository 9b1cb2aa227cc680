import { realpathSync } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../src-shared/api/errors';

/** How a host turns the paths the renderer names into real file paths, and back. */
export type PathPolicy = {
  /** An absolute path for a path the renderer sent; throws ApiError('path-refused') when it is not allowed. */
  resolve(userPath: string): string;
  /** The path to show and send back to the renderer. */
  display(absolute: string): string;
};

/** Browser mode: every path is relative to the projects folder and may never leave it (no `..`, no absolute
 *  paths, no symlink that points outside). */
export function confinedPaths(root: string): PathPolicy {
  const realRoot = realpathSync(root);
  const inside = (p: string) => p === realRoot || p.startsWith(realRoot + path.sep);
  return {
    resolve(userPath) {
      if (userPath.includes('\0')) throw new ApiError('path-refused', 'that path is not allowed');
      const normal = userPath.replace(/\\/g, '/');
      if (path.isAbsolute(normal) || /^[a-zA-Z]:/.test(normal))
        throw new ApiError('path-refused', 'paths are relative to the projects folder');
      const absolute = path.resolve(realRoot, normal);
      if (!inside(absolute)) throw new ApiError('path-refused', 'that path leaves the projects folder');
      // The deepest existing ancestor must resolve inside the root too, so a symlink cannot lead out.
      let probe = absolute;
      for (;;) {
        try {
          const real = realpathSync(probe);
          if (!inside(real)) throw new ApiError('path-refused', 'that path leaves the projects folder');
          break;
        } catch (e) {
          if (e instanceof ApiError) throw e;
          const parent = path.dirname(probe);
          if (parent === probe) break;
          probe = parent;
        }
      }
      return absolute;
    },
    display(absolute) {
      return path.relative(realRoot, absolute).split(path.sep).join('/') || '.';
    },
  };
}

/** Desktop: the user may pick any file; paths must be absolute. */
export function desktopPaths(): PathPolicy {
  return {
    resolve(userPath) {
      if (!path.isAbsolute(userPath)) throw new ApiError('path-refused', 'expected an absolute path');
      return path.resolve(userPath);
    },
    display: (absolute) => absolute,
  };
}
