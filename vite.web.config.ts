import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Browser mode: the same renderer as the desktop app, built on its own (electron-vite needs the Electron binary).
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../out/web', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
