// Lint: typescript-eslint's recommended rules, and the import direction of STYLE.md §1:
// src/domain → src/ui, src/graphql → src/machines → src/screens → src/app; nothing in src/ imports server/.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const zone = (target, from, message) => ({ target, from, message });

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
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
    files: ['src/machines/**'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'localStorage', 'fetch', 'document', 'location'],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'urql', '@urql/*', 'wouter'] }],
    },
  },
);
