import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/routeTree.gen.ts', 'data/**', 'drizzle/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    // CommonJS modules loaded by tools that require() them (autocannon's worker threads).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Routes own their search and data with their types (decision 037): a value cast to `never`
    // switches the router's checks off (a link's search, a navigation) and is refused.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'TSAsExpression > TSNeverKeyword', message: 'A cast to never switches type checks off: type the value (for a list\'s search, see ui/layout/crumb-state.ts).' }],
    },
  },
  {
    // Slices: a feature imports only itself, ui/, lib/ and packages; routes/ and app/ compose
    // features; admin areas share features/admin/kit and nothing else of each other.
    // tests/web/boundaries.test.ts proves that the rule fires.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'admin-kit', pattern: 'web/src/features/admin/kit' },
        { type: 'admin-area', pattern: 'web/src/features/admin/*', capture: ['area'] },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'routes', pattern: 'web/src/routes' },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'ui', pattern: 'web/src/ui' },
        { type: 'lib', pattern: 'web/src/lib' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message: 'This import crosses a slice boundary ({{from.element.type}} to {{to.element.type}}): move what is shared to ui/ or lib/, or compose the two in a route.',
          policies: [
            {
              from: { element: { types: { anyOf: ['feature', 'admin-area'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'admin-area', 'routes', 'app'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'admin-kit' } } },
            },
            {
              from: { element: { types: { anyOf: ['admin-kit', 'ui', 'lib'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'admin-area', 'admin-kit', 'routes', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
);
