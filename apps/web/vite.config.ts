import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs: the page's <base href> (set by the server) decides where the app lives.
  base: './',
  server: { port: 5173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    // MUI renders slowly in jsdom on a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
