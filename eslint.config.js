// Lint: ESLint's and typescript-eslint's recommended rules, plus the boundary rule logic must keep.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist*/', 'dev-dist/', 'node_modules/', 'coverage/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Rule logic and the core stay free of UI: no Preact, no app modules.
    files: ['src/core/**/*.ts', 'src/rulesets/**/*.ts'],
    ignores: ['src/core/storage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['preact', 'preact/*', 'preact-iso', '**/ui/**', '*.tsx', '**/*.tsx'],
              message: 'Rule logic and the core have no UI dependencies.',
            },
          ],
        },
      ],
    },
  },
);
