/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  preview: {
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the bundle budget (bench/bundle-budget.mjs) walks the chunk graph from it.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    // A tenant host name, so the client comes from the first label (spec 01 section 1).
    environmentOptions: { jsdom: { url: 'http://acme.localhost:5173/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Deterministic dates in assertions; two cores on CI, so keep the pool small.
    env: { TZ: 'UTC' },
    maxWorkers: 2,
    // jsdom renders of whole screens take seconds on a busy 2-core machine; 5 s flakes there.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
