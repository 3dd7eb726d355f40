import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import featureCycles from './eslint/feature-cycles.mjs'
import serverModules from './eslint/server-modules.mjs'
import serverSql from './eslint/sql-in-repository.mjs'
import zoneLayer from './eslint/zone-layer.mjs'

// Imports flow one way: lib -> features -> pages/app (STYLE.md). The client imports only
// runtime-neutral contract files as values; everything else from contract/ is `import type`.
const NEUTRAL_CONTRACT = [
  '@contract/paths',
  '@contract/errors',
  '@contract/app-version',
  '@contract/langs',
  '@contract/account-status',
  '@contract/account-rules',
  '@contract/chat-limits',
  '@contract/retest-limits',
  '@contract/exam-review-rules',
  '@contract/parent-digest-rules',
  // The route map's method + path table (routes/table/<area>.ts too): plain strings, its schemas stay type-only.
  '@contract/routes/endpoints',
]
// gitignore-style: a folder must be let back in before one file of it can be.
// Every file; restated where a block sets no-restricted-syntax again (a later block replaces the rule).
const NO_NEW_FUNCTION = { selector: "NewExpression[callee.name='Function']", message: 'The mini-program forbids new Function.' }
const CONTRACT_INDEX = [{ name: '@contract/routes', allowTypeImports: true, message: 'The route map holds schemas: import its types only (the table is @contract/routes/endpoints).' }]
const CONTRACT_RUNTIME = ['@contract/*', '!@contract/routes', '@contract/routes/*', '!@contract/routes/table', ...NEUTRAL_CONTRACT.map((p) => `!${p}`)]

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'e2e/artifacts/**', 'bench/results/**', 'data/**', '**/*.js', '**/*.mjs'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', NO_NEW_FUNCTION],
      'no-eval': 'error',
    },
  },
  {
    // Stock dialogs and pickers break in translated apps (TOOLCHAIN.md trap 12): showModal refuses
    // labels over 4 Chinese characters, and the H5 Picker draws Chinese 取消/确定 in any language.
    // Ours are in src/components/overlay.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/text-input/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['Taro', 'wx'].flatMap((object) =>
          ['showModal', 'showActionSheet'].map((property) => ({
            object,
            property,
            message: 'Use confirmDialog / chooseAction from @/components/overlay.',
          })),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        NO_NEW_FUNCTION,
        {
          selector: "ImportDeclaration[source.value='@tarojs/components'] > ImportSpecifier[imported.name=/^Picker(View|ViewColumn)?$/]",
          message: 'Use Picker from @/components/overlay (localised buttons, our look, keyboard).',
        },
        {
          selector: "ImportDeclaration[source.value='@tarojs/taro'] > ImportSpecifier[imported.name=/^show(Modal|ActionSheet)$/]",
          message: 'Use confirmDialog / chooseAction from @/components/overlay.',
        },        {
          selector: "ImportDeclaration[source.value='@tarojs/components'] > ImportSpecifier[imported.name=/^(Input|Textarea)$/]",
          message: 'Use TextInput / TextArea from @/components/text-input (every field has a name for screen readers).',
        },
      ],
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
          paths: CONTRACT_INDEX,
          patterns: [
            {
              group: CONTRACT_RUNTIME,
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only (they would pull TypeBox into the bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CONTRACT_INDEX,
          patterns: [
            { group: ['@/features/*', '@/pages/*'], message: 'shared/ must not depend on features or pages.' },
            {
              group: CONTRACT_RUNTIME,
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ and components/ know nothing of the app's state; shared/ (the user, the session, the
    // dictionaries) sits above them. lib reaches the session through lib/session-bridge.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CONTRACT_INDEX,
          patterns: [
            { group: ['@/features/*', '@/pages/*', '@/shared/*'], message: 'lib/ and components/ must not depend on shared state, features or pages.' },
            {
              group: CONTRACT_RUNTIME,
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app shell uses features only through their public surfaces.
    files: ['src/app.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*/**'], message: 'Import a feature through its public surface: @/features/<name>.' }] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CONTRACT_INDEX,
          patterns: [
            { group: ['@/pages/*'], message: 'features/ must not depend on pages.' },
            {
              group: CONTRACT_RUNTIME,
              allowTypeImports: true,
              message: 'The client imports contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Public surfaces (docs/ARCHITECTURE.md): a feature is used by other features only through its
    // index.ts; the route layer (src/pages, src/packages) may also load a feature's page component
    // by path, so each page stays its own lazily loaded chunk. No cycles between features.
    files: ['src/**/*.{ts,tsx}'],
    // A test may mock another feature's internal module or share its fixtures.
    ignores: ['**/__tests__/**'],
    plugins: { boundaries, local: { rules: { 'feature-cycles': featureCycles } } },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'route', pattern: ['src/pages', 'src/packages'] },
      ],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } }},
              message: 'Import another feature only through its public surface: @/features/<name>.',
            },
            {
              from: { element: { type: 'route' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!{index.ts,pages/*.tsx}' } } },
              message: 'A route loads a feature page (@/features/<name>/pages/<Page>) or uses its public surface.',
            },
          ],
        },
      ],
      'local/feature-cycles': 'error',
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
    // Server modules: used by others only through their index.ts, and no circles between modules.
    files: ['server/src/modules/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/public-surface': 'error', 'server-modules/no-cycle': 'error' },
  },
  {
    // Server SQL only in *.repository.ts files (the deliberate exceptions: eslint/sql-exceptions.json).
    files: ['server/src/**/*.ts'],
    plugins: { 'server-sql': serverSql },
    rules: { 'server-sql/sql-in-repository': 'error' },
  },
  {
    // One clock and zone layer per side (docs/ARCHITECTURE.md): no hand-rolled zone code elsewhere.
    // Landed migrations are never edited, so the one that back-filled streak days keeps its own.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/lib/time/**', 'server/src/db/migrations/**', '**/__tests__/**'],
    plugins: { zone: { rules: { 'layer-only': zoneLayer } } },
    rules: { 'zone/layer-only': ['error', { layer: 'server/src/lib/time', anyDateTimeFormat: true }] },
  },
  {
    // The client's zone is the device's own (sent as X-Time-Zone); lib/time-zone (for both
    // platform twins) reads its name once per offset.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/dates.ts', 'src/lib/format-date.ts', 'src/lib/time-zone.ts', 'src/lib/platform.h5.ts', 'src/lib/platform.weapp.ts', '**/__tests__/**'],
    plugins: { zone: { rules: { 'layer-only': zoneLayer } } },
    rules: { 'zone/layer-only': ['error', { layer: 'src/lib/dates.ts and src/lib/format-date.ts' }] },
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
  {
    // A journey waits for what the student would see (a selector, a request answered, a page
    // timer after the app's own), never for a fixed time: that passes on a fast machine for the
    // wrong reason and fails on a slow one.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_NEW_FUNCTION,
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for a condition (waitForSelector, trackRequests().idle(), settled()), not for a fixed time.' },
      ],
    },
  },
)
