import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The bot-game worker threads load playout-worker.js from beside index.js (services/analytics/playout-pool.ts),
        // so every file of the main build stays in out/main.
        input: { index: resolve(__dirname, 'src-main/desktop/index.ts'), 'playout-worker': resolve(__dirname, 'src-main/services/analytics/playout-worker.ts') },
        external: ['better-sqlite3', 'electron'],
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot require packages: bundle everything it uses (the contract and zod).
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: resolve(__dirname, 'src-preload/index.ts'),
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: 'index.cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [react()],
    build: { outDir: 'out/renderer', rollupOptions: { input: resolve(__dirname, 'src-renderer/index.html') } },
  },
});
