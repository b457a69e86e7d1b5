import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // .react-router: the route types React Router's dev tools generate.
  { ignores: ['dist', 'data', 'coverage', 'tests/.tmp', 'bench/.tmp', '.react-router'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // In tests and benchmarks a wrong assumption fails loudly, which is what they are for.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Each side keeps to its own code: the browser bundle must never pull in server modules,
    // and the server reaches client code only through the pages' build (see docs/decisions/003).
    files: ['client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**'] }] },
  },
);
