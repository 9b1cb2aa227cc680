/** The desktop installers' configuration (electron-builder.ts), checked as data and by packing the app. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FileSet } from 'electron-builder';
import { afterAll, describe, expect, it, vi } from 'vitest';
import config, { ELECTRON_VERSION, nativeBuildDir, RENDERER_ONLY } from '../../electron-builder';
import { ICNS_TYPES, pngSize } from '../../scripts/icon-containers';
import { manifestFor, PNG_SIZES } from '../../scripts/make-icons';
import { PACKED_NATIVE_DIR, SQLITE_BINDING } from '../../src-main/desktop/native';
import { electronDist, NO_ELECTRON, ROOT } from '../support/electron';
import { asarEntries, fuseWire, standInElectron } from '../support/packed-app';

// Packing copies node_modules into an asar: a few seconds alone, more beside the other suites.
vi.setConfig({ testTimeout: 180_000 });

const at = (...parts: string[]) => path.join(ROOT, ...parts);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8')) as { author?: string; license?: string; dependencies: Record<string, string> };
const fileSets = (config.files as (string | FileSet)[]).filter((f): f is FileSet => typeof f !== 'string');
const patterns = (config.files as (string | FileSet)[]).filter((f): f is string => typeof f === 'string');
const buildResource = (p: string) => path.join(ROOT, config.directories?.buildResources ?? 'build', p);

/** Every package the main process's sources import (what the packed app must hold in node_modules). */
function mainProcessPackages(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.|\/test-|\.d\.ts$/.test(full)) {
        for (const [, spec] of readFileSync(full, 'utf8').matchAll(/^\s*import\s[^'"]*['"]([^'".][^'"]*)['"]/gm)) {
          if (spec.startsWith('node:') || spec === 'electron') continue;
          found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        }
      }
    }
  };
  walk(at('src-main'));
  walk(at('src-shared'));
  return found;
}

describe('electron-builder configuration', () => {
  it('names the app, its author and its licence', () => {
    expect(config).toMatchObject({ appId: 'org.atoll.Atoll', productName: 'Atoll' });
    expect(pkg.author).toBeTruthy();
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(at('LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(ELECTRON_VERSION).toBe(JSON.parse(readFileSync(at('node_modules/electron/package.json'), 'utf8')).version);
  });

  it('builds an AppImage and a deb for Linux, an NSIS installer for Windows and a dmg for macOS', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
  });

  it('never rebuilds node_modules for Electron: the stand-in for @electron/rebuild refuses with the reason', async () => {
    expect(config).toMatchObject({ npmRebuild: false, nodeGypRebuild: false, buildDependenciesFromSource: false });
    // electron-builder (install-app-deps, npmRebuild) reaches @electron/rebuild; package.json overrides it with this.
    const rebuild = createRequire(at('node_modules/app-builder-lib/package.json'))('@electron/rebuild') as { rebuild: () => Promise<void> };
    await expect(rebuild.rebuild()).rejects.toThrow(/never rebuilds node_modules for Electron/);
  });

  it('packs the built app and better-sqlite3 built for Electron, unpacked from the asar; leaves out what the app never loads', () => {
    expect(patterns).toEqual(expect.arrayContaining(['package.json', 'out/main/**', 'out/preload/**', 'out/renderer/**', '!**/*.map']));
    expect(patterns).toContain('!node_modules/better-sqlite3/{build,deps,src}/**');
    expect(fileSets).toContainEqual({ from: nativeBuildDir('${platform}', '${arch}'), to: PACKED_NATIVE_DIR, filter: [SQLITE_BINDING] });
    expect(config.asarUnpack).toEqual(expect.arrayContaining([`${PACKED_NATIVE_DIR}/**`, '**/*.node']));
    // The packages left out are the renderer's (Vite bundles them); the main process imports none of them.
    const needed = mainProcessPackages();
    expect([...needed].filter((name) => RENDERER_ONLY.includes(name))).toEqual([]);
    expect([...needed].filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it('associates .atoll files with the app: a document icon, and a MIME type on Linux', () => {
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'atoll', mimeType: 'application/x-atoll-project', role: 'Editor' })]);
    const [association] = config.fileAssociations as { icon: string }[];
    for (const ext of ['.ico', '.icns']) expect(existsSync(buildResource(association.icon + ext)), association.icon + ext).toBe(true);
  });

  it('finds every icon and resource it names', () => {
    const linuxIcons = buildResource(config.linux?.icon as string);
    expect(readdirSync(linuxIcons).sort()).toEqual(PNG_SIZES.map((n) => `${n}x${n}.png`).sort());
    for (const n of PNG_SIZES) expect(pngSize(readFileSync(path.join(linuxIcons, `${n}x${n}.png`)))).toEqual({ width: n, height: n });
    expect(existsSync(buildResource(config.win?.icon as string))).toBe(true);
    expect(existsSync(buildResource(config.mac?.icon as string))).toBe(true);
    for (const resource of config.extraResources as FileSet[]) expect(existsSync(at(resource.from as string)), resource.from).toBe(true);
    expect(config.extraResources).toContainEqual({ from: 'resources/fonts', to: 'fonts' });
    expect(existsSync(at('resources/fonts/LICENSE.txt'))).toBe(true);
  });

  it('has icon files made from atoll.svg as it is now (npx tsx scripts/make-icons.ts remakes them)', () => {
    const dir = at('resources/icons');
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ReturnType<typeof manifestFor>;
    const svg = readFileSync(path.join(dir, 'atoll.svg'));
    expect(manifest.sourceSha256, 'atoll.svg changed since the icons were made').toBe(manifestFor(svg, new Map()).sourceSha256);
    for (const [name, hash] of Object.entries(manifest.files)) expect(sha(path.join(dir, name)), name).toBe(hash);
  });

  it('writes .ico and .icns files whose tables hold every size as a PNG', () => {
    for (const name of ['atoll', 'atoll-file']) {
      const ico = readFileSync(at('resources/icons', `${name}.ico`));
      expect(ico.readUInt16LE(2)).toBe(1);
      const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
        const entry = 6 + 16 * i;
        const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
        expect(pngSize(png).width).toBe(ico[entry] || 256);
        return ico[entry] || 256;
      });
      expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);

      const icns = readFileSync(at('resources/icons', `${name}.icns`));
      expect(icns.toString('latin1', 0, 4)).toBe('icns');
      expect(icns.readUInt32BE(4)).toBe(icns.length);
      const types: string[] = [];
      for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
        const type = icns.toString('latin1', offset, offset + 4);
        types.push(type);
        expect(pngSize(icns.subarray(offset + 8, offset + icns.readUInt32BE(offset + 4))).width, type).toBe(ICNS_TYPES[type]);
      }
      expect(types.sort()).toEqual(Object.keys(ICNS_TYPES).sort());
    }
  });

  it('sets the Electron fuses: no running as Node, no NODE_OPTIONS or --inspect, encrypted cookies, only its own asar, checked', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('refuses to pack for a platform whose better-sqlite3 Electron build is missing, and says how to make it', async () => {
    const beforePack = config.beforePack as (context: unknown) => Promise<void>;
    const other = process.platform === 'win32' ? 'darwin' : 'win32';
    await expect(beforePack({ electronPlatformName: other, arch: 1 })).rejects.toThrow(`better-sqlite3 is not built for Electron ${ELECTRON_VERSION} on ${other}-x64`);
  });
});

// Packing for real: into a copy of the project (so the placeholder native build never lands in .native), with the
// same node_modules, and an Electron distribution that is either the real one or a stand-in carrying the fuse wire.
const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function pack(dist: string) {
  const project = mkdtempSync(path.join(os.tmpdir(), 'atoll-pack-'));
  projects.push(project);
  for (const file of ['package.json', 'electron-builder.ts', 'src-main/desktop/native.ts']) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    copyFileSync(at(file), path.join(project, file));
  }
  cpSync(at('resources'), path.join(project, 'resources'), { recursive: true });
  symlinkSync(at('node_modules'), path.join(project, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries({ 'out/main/index.js': 'main', 'out/main/index.js.map': '{}', 'out/preload/index.cjs': 'preload', 'out/renderer/index.html': '<html>' })) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  const native = path.join(project, nativeBuildDir(process.platform, process.arch), SQLITE_BINDING);
  const realNative = at(nativeBuildDir(process.platform, process.arch), SQLITE_BINDING);
  mkdirSync(path.dirname(native), { recursive: true });
  if (existsSync(realNative)) copyFileSync(realNative, native);
  else writeFileSync(native, 'better-sqlite3 built for Electron (placeholder)');

  const nodeBuild = at('node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  const before = sha(nodeBuild);
  await promisify(execFile)(process.execPath, [at('node_modules/electron-builder/cli.js'), '--dir', '--projectDir', project, `-c.electronDist=${dist}`], {
    cwd: project,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
  });
  expect(sha(nodeBuild), 'the Node build of better-sqlite3 in node_modules was touched').toBe(before);
  return { project, native };
}

function checkPacked(project: string, native: string) {
  const out = path.join(project, 'dist', 'linux-unpacked');
  const entries = asarEntries(path.join(out, 'resources', 'app.asar'));
  const paths = new Set(entries.map((e) => e.path));
  for (const file of ['package.json', 'out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) expect(paths.has(file), file).toBe(true);
  expect(paths.has('out/main/index.js.map')).toBe(false);
  for (const name of mainProcessPackages()) expect(paths.has(`node_modules/${name}/package.json`), `${name} is packed`).toBe(true);
  for (const name of RENDERER_ONLY) expect([...paths].some((p) => p.startsWith(`node_modules/${name}/`)), `${name} is left out`).toBe(false);
  expect([...paths].filter((p) => p.startsWith('node_modules/better-sqlite3/build/'))).toEqual([]);
  expect(entries.filter((e) => e.path.endsWith('.node')).every((e) => e.unpacked)).toBe(true);
  expect(entries).toContainEqual({ path: `${PACKED_NATIVE_DIR}/${SQLITE_BINDING}`, unpacked: true });
  expect(sha(path.join(out, 'resources', 'app.asar.unpacked', PACKED_NATIVE_DIR, SQLITE_BINDING))).toBe(sha(native));
  for (const file of ['fonts/LiberationSans-Regular.ttf', 'fonts/LICENSE.txt', 'icon.png']) expect(existsSync(path.join(out, 'resources', file)), file).toBe(true);
  expect(fuseWire(readFileSync(path.join(out, config.executableName as string)))).toEqual({
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  });
}

describe('packing the app with electron-builder', () => {
  it('with a stand-in Electron binary: the files, the unpacked native module, the resources and the fuses', async (ctx) => {
    if (process.platform !== 'linux') ctx.skip('the stand-in Electron binary is a Linux executable; this platform packs with the real one below');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'atoll-electron-dist-'));
    projects.push(dist);
    writeFileSync(path.join(dist, 'electron'), standInElectron(), { mode: 0o755 });
    writeFileSync(path.join(dist, 'version'), ELECTRON_VERSION);
    const { project, native } = await pack(dist);
    checkPacked(project, native);
  });

  it('with the real Electron binary', async (ctx) => {
    const dist = electronDist();
    if (!dist) return ctx.skip(NO_ELECTRON);
    if (process.platform !== 'linux') ctx.skip('the packed layout checked here is the Linux one');
    const { project, native } = await pack(dist);
    checkPacked(project, native);
  });
});
