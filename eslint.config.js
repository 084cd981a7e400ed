import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      // The rules ESLint 9's recommended set had: ESLint 10 adds these three to it and reports `globalThis` as a
      // shadowed name; taking them on is a change of rules of its own, not part of the upgrade.
      'no-unassigned-vars': 'off',
      'no-useless-assignment': 'off',
      'preserve-caught-error': 'off',
      'no-shadow-restricted-names': ['error', { reportGlobalThis: false }],
    },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      '**/scripts/**',
      '**/bench/**',
      '**/test/**',
      '**/*.config.*',
      'apps/cli/**',
      'packages/consumer-test/**',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
