/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { CATALOGUE } from '../domain/src/messages/catalogue';
import { sonnerStylesPlugin } from './vite-plugins/sonner-styles';
import { FIRST_SCREENS } from './src/config/first-screens';
import { firstScreenWords } from './src/locales/words';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:1337';
const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

/**
 * `virtual:first-screen-words/fr` (and `/ar`): the words the first screen reads, picked at build time
 * from the locale file and the shared catalogue, so the entry does not carry every screen's words.
 */
function firstScreenWordsPlugin(): Plugin {
  const PREFIX = 'virtual:first-screen-words/';
  return {
    name: 'first-screen-words',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (language !== 'fr' && language !== 'ar') throw new Error(`No words for ${language}`);
      const file = fileURLToPath(new URL(`./src/locales/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const { messages, ...words } = firstScreenWords(JSON.parse(readFileSync(file, 'utf8')), CATALOGUE, language);
      return `export const messages = ${JSON.stringify(messages)};\nexport default { ...${JSON.stringify(words)}, messages };`;
    },
  };
}

/**
 * dist/first-screens.json: for each landing page of src/config/first-screens.ts, the hashed files
 * its first screen loads after the entry (route chunk and its imports, the words it waits for), per
 * language, and its API reads. The server turns them into <link> hints in that page's <head>.
 *
 * Files are found from the bundle's own list of the modules each chunk holds, not from the
 * manifest: folding small chunks (experimentalMinChunkSize) can put a module in a chunk named after
 * another one, which the manifest then no longer lists under the module's own name.
 *
 * Those files and the entry's are the code a landing page runs as it loads: each starts with V8's
 * compile hint `//# allFunctionsCalledOnLoad` (Chrome 136+; a comment elsewhere), so its functions
 * are compiled while it streams in, off the main thread, instead of one by one on the main thread
 * the first time each is called (ARCHITECTURE decision 97). Added after minification and after
 * Vite's own rewrites of the chunk (`order: 'post'`), since the hint must open the file; the file's
 * name keeps the hash of its code without it (the line is the same in every build).
 */
function firstScreensPlugin(): Plugin {
  let root = '.';
  return {
    name: 'first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { screens, atLoad } = firstScreenFiles(bundle, root);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && atLoad.has(output.fileName)) output.code = `${COMPILE_HINT}\n${output.code}`;
        }
        this.emitFile({ type: 'asset', fileName: 'first-screens.json', source: `${JSON.stringify({ screens }, null, 2)}\n` });
      },
    },
  };
}

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Per landing page and language, the files its first screen loads after the entry's; `atLoad`: those and the entry's. */
function firstScreenFiles(bundle: Rollup.OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // `key` is a path from the frontend's root (src/…, index.html) or a virtual module's name.
  const chunkOf = (key: string) => {
    const ids = new Set([path.resolve(root, key), `\0${key}`]);
    const found = chunks.filter((chunk) => chunk.facadeModuleId && ids.has(chunk.facadeModuleId) || chunk.moduleIds.some((id) => ids.has(id)));
    if (found.length !== 1) throw new Error(`first-screens: ${key} is in ${found.length} chunks, expected one`);
    return found[0]!;
  };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A chunk's file and every file it imports statically (what the browser fetches before it runs).
  const closure = (files: string[], into = new Set<string>()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const fileOf = (key: string) => chunkOf(key).fileName;
  const entry = closure([fileOf('index.html')]);
  const atLoad = new Set(entry);
  const screens = FIRST_SCREENS.map(({ route, module, allWords, reads, photo }) => {
    const files = (language: 'fr' | 'ar') => {
      // Words first: the entry waits for the first screen's Arabic words before it paints
      // anything, so they must not queue behind the route's code on a phone's few connections.
      const keys = [
        ...(language === 'ar' ? ['virtual:first-screen-words/ar'] : []),
        ...(allWords ? ['src/locales/fr.json', 'src/locales/catalogue.ts', ...(language === 'ar' ? ['src/locales/ar.json'] : [])] : []),
        module,
      ];
      const after = [...closure(keys.map(fileOf))].filter((file) => !entry.has(file));
      after.forEach((file) => atLoad.add(file));
      return after.map((file) => `/${file}`);
    };
    return { route, modules: { fr: files('fr'), ar: files('ar') }, reads, ...(photo ? { photo } : {}) };
  });
  return { screens, atLoad };
}

/**
 * `vite build --ssr`: dist-ssr/entry-server.cjs, the landing pages' first screen rendered by the
 * cms (ARCHITECTURE decision 59). Self-contained (every dependency bundled) and CommonJS, so the
 * cms requires it as it is; screens stay separate chunks, loaded only when the server renders them.
 */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  manifest: false,
  ssrManifest: false,
  copyPublicDir: false,
  rollupOptions: {
    input: 'src/entry-server.tsx',
    output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
  },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), sonnerStylesPlugin(), firstScreenWordsPlugin(), ...(isSsrBuild ? [] : [firstScreensPlugin()])],
  ssr: { noExternal: true, target: 'node' },
  // The bundled React picks its production build on the server too, whatever NODE_ENV the cms runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Bundle @souk/domain from its ES module sources rather than its single-file dist: each topic
      // stays its own module, so the home route does not carry the zod schemas only /auth needs.
      // Types still come from the package's published declarations (tsc reads dist).
      { find: '@souk/domain', replacement: domainSource },
      // react-i18next's shim for React < 18: React 18 has the hook itself.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: isSsrBuild ? ssrBuild : {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
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
        // Fold chunks of a few hundred bytes (one icon, one hook) into a chunk that imports them
        // (when that runs no code earlier than before): each separate file costs a request and
        // its own compression.
        experimentalMinChunkSize: 600,
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
    testTimeout: 60_000,
  },
}));
