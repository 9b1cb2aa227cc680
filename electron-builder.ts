// How the desktop installers are built (`npm run dist`; electron-builder also finds this file when run by hand).
// Checked by tests/unit/packaging.test.ts.
import type { Configuration } from 'electron-builder';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKED_NATIVE_DIR, SQLITE_BINDING } from './src-main/desktop/native';

const root = path.dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

/** The pinned Electron; its better-sqlite3 build comes from scripts/electron-native.mjs. */
export const ELECTRON_VERSION = pkg.devDependencies.electron;
/** Where scripts/electron-native.mjs puts better-sqlite3 built for Electron (never in node_modules). */
export const nativeBuildDir = (platform: string, arch: string) => `.native/electron-${ELECTRON_VERSION}-${platform}-${arch}`;

/** Packages only the renderer uses: Vite bundles them into out/renderer, so the app needs no copy of them. */
export const RENDERER_ONLY = ['react', 'react-dom', 'react-konva', 'konva', 'mobx', 'mobx-react-lite', 'scheduler', 'its-fine', 'react-reconciler'];

const config: Configuration = {
  appId: 'org.atoll.Atoll',
  productName: 'Atoll',
  executableName: 'atoll',
  copyright: 'Copyright © 2026 the Atoll authors',
  electronVersion: ELECTRON_VERSION,
  directories: { output: 'dist', buildResources: 'resources' },
  // Never rebuild node_modules for Electron: that would replace the Node build of better-sqlite3 that the tests,
  // the CLI and browser mode use. The Electron build is made beside it and packed from .native instead.
  npmRebuild: false,
  nodeGypRebuild: false,
  buildDependenciesFromSource: false,
  asar: true,
  files: [
    'package.json',
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    '!**/*.map',
    // better-sqlite3's JavaScript is used; its Node-ABI binary and C sources are not.
    '!node_modules/better-sqlite3/{build,deps,src}/**',
    ...RENDERER_ONLY.map((name) => `!node_modules/${name}/**`),
    { from: nativeBuildDir('${platform}', '${arch}'), to: PACKED_NATIVE_DIR, filter: [SQLITE_BINDING] },
  ],
  // Native code must be a real file on disk to load: the Electron build of better-sqlite3 and @napi-rs/canvas.
  asarUnpack: [`${PACKED_NATIVE_DIR}/**`, '**/*.node'],
  extraResources: [
    { from: 'resources/fonts', to: 'fonts' },
    { from: 'resources/icons/png/512x512.png', to: 'icon.png' },
  ],
  fileAssociations: [
    {
      ext: 'atoll',
      name: 'Atoll project',
      description: 'Atoll scenario project',
      mimeType: 'application/x-atoll-project',
      role: 'Editor',
      icon: 'icons/atoll-file',
    },
  ],
  // The Electron fuses: no running as plain Node, no NODE_OPTIONS or --inspect, encrypted cookies, and the app is
  // loaded only from its own asar, whose integrity is checked, with no extra file:// privileges.
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'icons/png',
    category: 'Game;StrategyGame',
    synopsis: 'Scenario editor and map designer for hex-and-counter wargames',
    maintainer: 'The Atoll authors <atoll@example.org>',
    desktop: { entry: { StartupWMClass: 'Atoll' } },
  },
  deb: { packageCategory: 'games' },
  win: { target: ['nsis'], icon: 'icons/atoll.ico' },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], icon: 'icons/atoll.icns', category: 'public.app-category.strategy-games' },
  // Refuse to pack an app whose database would not load: the Electron build of better-sqlite3 is made for the
  // machine it is built on (npm run dist makes it first), so a cross-platform build stops here with the reason.
  beforePack: async (context) => {
    const platform = context.electronPlatformName;
    const arch = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'][context.arch] ?? String(context.arch);
    const binding = path.join(root, nativeBuildDir(platform, arch), SQLITE_BINDING);
    if (platform !== process.platform || !existsSync(binding))
      throw new Error(
        `better-sqlite3 is not built for Electron ${ELECTRON_VERSION} on ${platform}-${arch} (${path.relative(root, binding)}): ` +
          'run `npm run dist` on that platform, which builds it with scripts/electron-native.mjs',
      );
  },
};

export default config;
