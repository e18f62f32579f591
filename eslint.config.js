// Lint: typescript-eslint's recommended rules, and the import direction of STYLE.md §1:
// src/domain → src/ui, src/graphql → src/machines → src/screens → src/app; nothing in src/ imports server/;
// a screen never imports another screen (src/screens/shared is for all of them); no import cycle, type-only
// imports included (eslint/local-plugin.js).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import local from './eslint/local-plugin.js';

const zone = (target, from, message) => ({ target, from, message });

const screens = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const screenZones = screens.map((screen) =>
  zone(
    `./src/screens/${screen}`,
    `./src/screens/!(${screen}|shared)/**`,
    'A screen never imports another screen: move what both need to src/screens/shared (or src/ui, src/domain).',
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'src/graphql/generated/**',
      'server/graphql/generated.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src', './server', 'The web app never imports the API.'),
            zone(
              './src/domain',
              './src/!(domain)/**',
              'src/domain is pure: it imports nothing else of the app.',
            ),
            zone('./src/ui', './src/!(domain|ui)/**', 'src/ui may import only src/domain.'),
            zone('./src/graphql', './src/!(domain|graphql)/**', 'src/graphql may import only src/domain.'),
            zone(
              './src/machines',
              './src/!(domain|ui|graphql|machines)/**',
              'Machines do not import screens or the app shell.',
            ),
            zone('./src/screens', './src/app', 'Screens do not import the app shell.'),
            ...screenZones,
            zone(
              './server',
              './src/!(domain|machines|graphql)/**',
              'The API may import only src/domain, src/machines and src/graphql.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Browser tests and what they run on wait for what they act on, or move the clock; never a fixed pause.
    files: ['tests/e2e/**', 'tests/paths/**', 'tests/support/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for what the test acts on (a locator, an event, expect.poll), or use page.clock.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // new Promise((resolve) => setTimeout(resolve, ms)) and its block-bodied or callback forms.
          selector:
            "NewExpression[callee.name='Promise'] > :function.arguments CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message: 'A fixed sleep: wait for what the test acts on, or use page.clock / the injected clock.',
        },
        {
          selector:
            "NewExpression[callee.name='Promise'] > :function.arguments CallExpression[callee.name='setTimeout'] > :function.arguments:first-child[body.type='CallExpression'][body.arguments.length=0]",
          message: 'A fixed sleep: wait for what the test acts on, or use page.clock / the injected clock.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'node:timers/promises', message: 'A fixed sleep: wait for what the test acts on.' },
            { name: 'timers/promises', message: 'A fixed sleep: wait for what the test acts on.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'localStorage', 'fetch', 'document', 'location'],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'urql', '@urql/*', 'wouter'] }],
    },
  },
);
