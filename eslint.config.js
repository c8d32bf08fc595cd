import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/**', 'bench/minimal-app/build/**', '.react-router/**', 'node_modules/**', 'data/**', 'drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A regular expression that sees what people send must take time in proportion to it: one
    // that backtracks holds the event loop, and with it every visitor of the process.
    // (The plugin's recommended set is mostly spelling, [A-Za-z0-9_] for \w: left out.)
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
      // Alternatives that match the same text backtrack exponentially.
      'regexp/no-dupe-disjunctions': ['error', { report: 'all' }],
    },
  },
  {
    // A test that can never fail proves nothing: each one asserts, none is skipped or left focused.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.expect*'] }],
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/valid-expect': ['error', { alwaysAwait: true, maxArgs: 2 }],
      'vitest/no-conditional-expect': 'error',
      'vitest/no-identical-title': 'error',
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: [] }],
      'vitest/require-awaited-expect-poll': 'error',
      'vitest/valid-expect-in-promise': 'error',
    },
  },
);
