import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/** The browser packages (React, TSX); everything else runs on node. */
const web = [
  'web-ui/src/**/*.{ts,tsx}',
  'web-ui/test/**/*.ts',
  'web-app/src/**/*.{ts,tsx}',
  'web-admin/src/**/*.{ts,tsx}',
];

/** The workspace packages: none reaches into another's `src` by path, only through its name. */
const packages = [
  'data',
  'engine',
  'contract',
  'cli',
  'bff',
  'test-support',
  'web-ui',
  'web-app',
  'web-admin',
  'tests',
];

/**
 * The floors (docs/architecture.md): each folder an element, the order most specific first. A
 * bff capability and a web-app feature are named by their folder; the platform floor, models and
 * API types are shared ground below every capability.
 */
const elements = [
  { type: 'bff-platform', pattern: 'bff/src/platform' },
  { type: 'bff-ground', pattern: 'bff/src/(models|api|migrations)', capture: ['folder'] },
  { type: 'bff-capability', pattern: 'bff/src/*', capture: ['capability'] },
  { type: 'contract-shared', pattern: 'contract/src/shared' },
  { type: 'contract-capability', pattern: 'contract/src/*', capture: ['capability'] },
  { type: 'web-app', pattern: 'web-app/src/app' },
  { type: 'web-feature', pattern: 'web-app/src/features/*', capture: ['feature'] },
  { type: 'web-shared', pattern: 'web-app/src/shared' },
];

/** What each floor may not import (everything else is allowed). */
const policies = [
  // The platform floor serves every capability and knows none.
  {
    from: { element: { types: { anyOf: ['bff-platform', 'bff-ground'] } } },
    disallow: { to: { element: { type: 'bff-capability' } } },
  },
  // The contract's shared floor serves its capabilities and knows none.
  {
    from: { element: { type: 'contract-shared' } },
    disallow: { to: { element: { type: 'contract-capability' } } },
  },
  // A capability uses another only through its index, in the bff and in the contract.
  ...['bff-capability', 'contract-capability'].map((type) => ({
    from: { element: { type } },
    disallow: {
      to: {
        element: {
          type,
          captured: { capability: '!{{ from.element.captured.capability }}' },
          internalPath: '!index.ts',
        },
      },
    },
  })),
  // A feature never reaches into another feature; the app composes them.
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: {
        element: {
          type: 'web-feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
  },
  // Shared code is below every feature.
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
  },
];

/**
 * Sign-in, plans and the team run one way, accounts -> billing -> auth (issue 42: they were a
 * circle of 17 files). Their tests may reach up to what they drive, so the rule is the product's;
 * tests/src/lint/capabilityImports.test.ts holds every bff folder to no cycle.
 */
const oneWay = [
  {
    from: { element: { type: 'bff-capability', captured: { capability: 'auth' } } },
    disallow: {
      to: { element: { type: 'bff-capability', captured: { capability: '{accounts,billing}' } } },
    },
  },
  {
    from: { element: { type: 'bff-capability', captured: { capability: 'billing' } } },
    disallow: { to: { element: { type: 'bff-capability', captured: { capability: 'accounts' } } } },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.local/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: web,
    languageOptions: { globals: { ...globals.browser } },
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': elements,
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', policies }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: packages.flatMap((name) => [`**/${name}/src`, `**/${name}/src/**`]),
              message:
                'Import another package by its name (its index), never by a path into its src.',
            },
            {
              group: ['@tongshu/*/src', '@tongshu/*/src/**', '@tongshu/*/dist/**'],
              message:
                'Import another package by its name (its index), never by a path into its src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [2, { default: 'allow', policies: [...policies, ...oneWay] }],
    },
  },
);
