import tseslint from 'typescript-eslint';

const processFolders = ['src-main', 'src-preload', 'src-renderer'];
const otherProcess = (own) =>
  processFolders.filter((f) => f !== own).map((f) => ({ group: [`**/${f}/**`, `**/${f}`], message: `${own} must not import ${f}: share code through src-shared.` }));

// Packages that src-shared may never use: it is pure TypeScript that runs in every process and in the engine.
const impure = ['electron', 'react', 'react-dom', 'react-konva', 'konva', 'mobx', 'mobx-react-lite', 'better-sqlite3', 'node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http'];

// src-shared may use none of the impure packages and import none of the process folders.
const sharedPaths = impure.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'src-shared must stay pure (no Electron, Node, DOM, React, Konva or MobX).' }));
const sharedPatterns = [
  { group: ['node:*'], message: 'src-shared must stay pure: no Node built-ins.' },
  { group: ['**/src-main/**', '**/src-preload/**', '**/src-renderer/**', '../../src-*'], message: 'src-shared imports none of the process folders.' },
];
// The engine's core and rule areas call rule modules through hooks (core/registry.ts) and never import one.
const engineCorePatterns = [
  { group: ['**/modules/**', '../modules', './modules'], message: 'The engine core never imports a rule module: join the core through a hook (core/rule-module.ts).' },
];

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', '.native/**', 'test-results/**', 'playwright-report/**', 'tests/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: sharedPaths, patterns: sharedPatterns }],
      'no-restricted-globals': ['error',
        { name: 'window', message: 'src-shared runs outside the browser.' },
        { name: 'document', message: 'src-shared runs outside the browser.' },
        { name: 'process', message: 'src-shared runs outside Node.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'dice come from the seeded PRNG in src-shared/dice.' },
        { object: 'Date', property: 'now', message: 'time comes in as an argument.' },
      ],
    },
  },
  {
    files: ['src-shared/engine/**/*.ts'],
    ignores: ['src-shared/engine/**/*.test.ts', 'src-shared/engine/modules/**', 'src-shared/engine/bots/**', 'src-shared/engine/testing/**', 'src-shared/engine/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: sharedPaths, patterns: [...sharedPatterns, ...engineCorePatterns] }] },
  },
  ...processFolders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherProcess(folder) }] },
  })),
);
