/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:1337';
const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Bundle @souk/domain from its ES module sources rather than its single-file dist: each topic
      // stays its own module, so the home route does not carry the zod schemas only /auth needs.
      // Types still come from the package's published declarations (tsc reads dist).
      '@souk/domain': domainSource,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships explanatory comments next to its /* @__PURE__ */ marks; Rollup only notes it drops them.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
      treeshake: {
        // The domain's modules only define constants, schemas and pure functions.
        moduleSideEffects: (id) => !id.includes('/domain/src/'),
      },
      output: {
        // React and the router change rarely: their own chunk keeps them cached across deploys.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
