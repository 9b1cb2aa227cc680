// electron-builder's dependency on @electron/rebuild, replaced (package.json "overrides"): Atoll never rebuilds
// node_modules for Electron (electron-builder.ts sets npmRebuild: false), because that replaces the Node build of
// better-sqlite3 that the tests, the CLI and browser mode use. The real package also needs Node >= 22.12.
// Anything that still asks for a rebuild (`electron-builder install-app-deps`, npmRebuild: true) gets this reason.
const { EventEmitter } = require('node:events');

const REASON =
  'Atoll never rebuilds node_modules for Electron: it would replace the Node build of better-sqlite3. ' +
  '`npm run dist` builds the Electron copy beside it (scripts/electron-native.mjs).';

function rebuild() {
  const refused = Promise.reject(new Error(REASON));
  refused.lifecycle = new EventEmitter();
  return refused;
}

module.exports = { rebuild, REASON };
