import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layers point down only: the contract imports nothing of ours, the web app never reaches into the server.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gamefolk/*', '**/server/**', '**/web/**'] }] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gamefolk/server', '**/server/src/**'] }] },
  },
  { files: ['e2e/**', 'bench/**', '**/scripts/**', '.ci/**'], rules: { 'no-console': 'off' } },
  {
    // Who may act or see is decided in one place: an authorization refusal is thrown only by a policy.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/policies/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.value=/^(unauthorized|forbidden)$/]",
          message: 'Authorization refusals live in packages/server/src/policies/: call a policy instead.',
        },
      ],
    },
  },
);
