import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next/**', '**/dist/**', '.data/**', 'bench/**', '**/next-env.d.ts', 'tests/test-results/**', 'tests/playwright-report/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Playwright fixtures call `use`, which is not a React hook.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
    settings: { next: { rootDir: 'site' } },
  },
  {
    // Each service owns its tables: everything outside services/ goes through the services' modules.
    // (The TypeScript rule, so this does not replace the vendor-SDK restrictions below.)
    files: ['site/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'preview/**/*.{ts,tsx}', 'machines/**/*.ts', 'cms-models/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Reach a service’s tables through that service’s modules (services/*).' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Reach a service’s tables through that service’s modules (services/*).' },
            { group: ['@storefront/db/schema/*'], message: 'Tables belong to their services: use the owning service’s module.' },
          ],
        },
      ],
    },
  },
  {
    // Vendor SDKs are reached only through their adapter modules.
    files: ['**/*.{ts,tsx}'],
    ignores: ['site/lib/contentful/**', 'services/content-space/**', 'scripts/**', 'tests/**', 'services/search-engine/**', 'site/lib/algolia/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'contentful', message: 'Use the Contentful adapter in site/lib/contentful.' },
            { name: 'contentful-management', message: 'Use the Contentful adapter.' },
            { name: 'algoliasearch', message: 'Use the Algolia adapter.' },
            { name: '@contentful/live-preview', message: 'Use the live-preview adapter in site/lib/contentful/live-preview.ts.' },
          ],
        },
      ],
    },
  },
);
