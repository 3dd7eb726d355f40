import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Imports flow one way: lib -> features -> pages/app (STYLE.md). The client imports only
// runtime-neutral contract files as values; everything else from contract/ is `import type`.
const NEUTRAL_CONTRACT = ['@contract/paths', '@contract/errors', '@contract/app-version', '@contract/langs', '@contract/account-status', '@contract/account-rules']

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'e2e/artifacts/**', 'bench/results/**', 'data/**', '**/*.js', '**/*.mjs'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Function']", message: 'The mini-program forbids new Function.' }],
      'no-eval': 'error',
    },
  },
  {
    // The server logs through pino; the client has nobody reading its console.
    files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-console': ['error', { allow: ['error', 'warn'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/*', ...NEUTRAL_CONTRACT.map((p) => `!${p}`)],
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only (they would pull TypeBox into the bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/pages/*'], message: 'lib/ and components/ must not depend on features or pages.' },
            {
              group: ['@contract/*', ...NEUTRAL_CONTRACT.map((p) => `!${p}`)],
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages/*'], message: 'features/ must not depend on pages.' },
            {
              group: ['@contract/*', ...NEUTRAL_CONTRACT.map((p) => `!${p}`)],
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      // Config is read once in server/src/config.ts.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through server/src/config.ts.' }],
    },
  },
  {
    // Tests poke at loosely typed payloads (forged notifications, scripted model replies).
    files: ['server/test/**/*.ts', 'server/src/**/__tests__/**/*.ts', 'src/**/__tests__/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['server/src/config.ts', 'server/test/**/*.ts', 'server/src/**/__tests__/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'server/src/admin/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
)
