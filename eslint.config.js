import tseslint from 'typescript-eslint';

const processFolders = ['src-main', 'src-preload', 'src-renderer'];
const otherProcess = (own) =>
  processFolders.filter((f) => f !== own).map((f) => ({ group: [`**/${f}/**`, `**/${f}`], message: `${own} must not import ${f}: share code through src-shared.` }));

// Packages that src-shared may never use: it is pure TypeScript that runs in every process and in the engine.
const impure = ['electron', 'react', 'react-dom', 'react-konva', 'konva', 'mobx', 'mobx-react-lite', 'better-sqlite3', 'node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http'];

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
      'no-restricted-imports': ['error', {
        paths: impure.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'src-shared must stay pure (no Electron, Node, DOM, React, Konva or MobX).' })),
        patterns: [
          { group: ['node:*'], message: 'src-shared must stay pure: no Node built-ins.' },
          { group: ['**/src-main/**', '**/src-preload/**', '**/src-renderer/**', '../../src-*'], message: 'src-shared imports none of the process folders.' },
        ],
      }],
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
  ...processFolders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherProcess(folder) }] },
  })),
);
