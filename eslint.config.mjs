import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.strapi/**',
      'cms/types/**',
      'e2e/artifacts/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'cms/public/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Frontend layers, one way (bulletproof-react): shared code → features → app. A feature never
    // imports another feature: what two features need moves down into shared code, or the app composes them.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads no TypeScript module while following a chain, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [fileURLToPath(new URL('./frontend/src', import.meta.url))] },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('./frontend/src', import.meta.url)), zones: frontendZones() },
      ],
      // Dynamic import() counts too: a lazy chunk that imports its loader back is still a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Test helpers render the whole app; only tests may use them.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/testing/*'], message: 'Test helpers are for tests only.' }],
          // A static import of sonner anywhere on the home route puts it in the first paint's JavaScript.
          paths: [
            { name: 'sonner', importNames: ['toast'], message: "Use toast from '@/lib/toast' (sonner loads after the first paint)." },
            // react-i18next's builds a copy of i18n in each component (decision 62).
            { name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from '@/lib/use-translation' (one answer shared by every component)." },
            // lucide-react draws every icon inline; the site's icons come from one sprite (decision 65).
            { name: 'lucide-react', message: "Use the icons of '@/components/icons' (add the icon there, then npm run icons -w @souk/frontend)." },
          ],
        },
      ],
    },
  },
  {
    // cms layers, one way (docs/ARCHITECTURE.md "Layers"): infrastructure (http/, cache/, db/) →
    // auth/ and framework/ → site/ and api/ → middlewares/, policies/, bootstrap/, studio/,
    // extensions/ and index.ts, which wire them into Strapi.
    files: ['cms/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(new URL('./cms/src', import.meta.url)), zones: cmsZones() }],
    },
  },
  {
    // One-way imports: the domain is shared by server and client and depends on neither.
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@strapi/*', 'react', 'react-*', '../../cms/*', '../../frontend/*'] }],
    },
  },
);

/** The zones of import-x/no-restricted-paths: each says which folder (`target`) may not import which (`from`). */
function frontendZones() {
  const shared = ['./components', './hooks', './lib', './api', './config', './types', './locales'];
  const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./features/${feature}`,
      from: './features',
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: move the shared piece to components/, hooks/, api/ or lib/, or compose both in app/.',
    })),
    { target: './features', from: './app', message: 'Features do not import the app layer.' },
    { target: shared, from: ['./features', './app'], message: 'Shared code does not import features or the app.' },
    {
      target: ['./lib', './api', './hooks', './config', './types', './locales'],
      from: './components',
      message: 'Only components/ and above draw UI.',
    },
    {
      target: ['./config', './types', './locales'],
      from: ['./lib', './api', './hooks'],
      message: 'config/ and types/ sit below everything else.',
    },
  ];
}

/** The cms's layers as import-x/no-restricted-paths zones (`target` may not import `from`). */
function cmsZones() {
  const wiring = ['./middlewares', './policies', './bootstrap', './studio', './extensions', './index.ts'];
  return [
    {
      target: ['./http', './cache', './db'],
      from: ['./auth', './framework', './site', './api', './services.ts', ...wiring],
      message: 'http/, cache/ and db/ are the infrastructure: they know nothing of what runs on them.',
    },
    {
      target: ['./auth', './framework'],
      from: ['./site', './api', './services.ts', ...wiring],
      message: 'auth/ and framework/ sit below the API and the site: they read no service.',
    },
    {
      target: ['./site', './api'],
      from: wiring.filter((w) => w !== './bootstrap'),
      message: 'The API and the site are wired into Strapi by middlewares/, bootstrap/ and index.ts, never the other way.',
    },
    // bootstrap/ too, but for its demo data (the site says which demo accounts exist).
    { target: ['./site', './api'], from: './bootstrap', except: ['./demo-data.ts'], message: 'The API and the site do not import bootstrap/ (its demo data aside).' },
  ];
}
