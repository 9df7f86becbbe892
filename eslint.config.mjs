import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.tmp/**', '**/.strapi/**', 'cms/types/**', 'e2e/artifacts/**', '**/playwright-report/**', '**/test-results/**', 'cms/public/**', '**/coverage/**'],
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
    // One-way imports: the domain is shared by server and client and depends on neither.
    files: ['domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@strapi/*', 'react', 'react-*', '../../cms/*', '../../frontend/*'] }] },
  },
);
