import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: resolve(__dirname, 'src-main/desktop/index.ts'), external: ['better-sqlite3', 'electron'] },
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
