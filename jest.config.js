/**
 * Two projects: `app` (the Taro client, jsdom, babel with the Taro preset) and `server` (node,
 * swc). `npm test` runs the server project twice: on SQLite, then on PostgreSQL.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
]

// Packages published as ES modules that jest must transform for the jsdom project.
const esmPackages = [
  '@tarojs',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  '@stencil',
  'swiper',
  'nanoid',
  'zustand',
].join('|')

module.exports = {
  projects: [
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': swc, '/node_modules/cookie/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
    {
      // The built mini-program in miniprogram-simulate (after `npm run build:weapp`).
      displayName: 'weapp',
      testEnvironment: 'node',
      roots: ['<rootDir>/weapp'],
      testMatch: ['**/*.sim.ts'],
      transform: { '^.+\\.ts$': swc, '/node_modules/cookie/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
    },
    {
      // Two compiled servers, PostgreSQL, Redis, an S3 store and HAProxy: scripts/scale-out.sh.
      displayName: 'scale-out',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/test/scale-out'],
      testMatch: ['**/*.scale.ts'],
      transform: { '^.+\\.ts$': swc, '/node_modules/cookie/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
      globalSetup: '<rootDir>/server/test/scale-out/support/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/scale-out/support/global-teardown.ts',
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract'],
      testMatch: ['**/*.test.ts'],
      // cookie@2 (used by fastify's inject) and temporal-polyfill ship only ES modules; jest needs them as CommonJS.
      transform: { '^.+\\.ts$': swc, '/node_modules/(cookie|temporal-polyfill|temporal-utils)/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!cookie/|temporal-polyfill/|temporal-utils/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/server/test/setup-timeout.ts'],
    },
    {
      displayName: 'app',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/tests'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': 'babel-jest', '^.+\\.mjs$': 'babel-jest' },
      transformIgnorePatterns: [`<rootDir>/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: {
        '^@tarojs/taro$': '<rootDir>/tests/taro-shim.ts',
        '^@tarojs/components$': '@tarojs/components/lib/react',
        '\\.(svg|png|jpg)$': '<rootDir>/tests/file-stub.js',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contract/(.*)$': '<rootDir>/contract/$1',
        '\\.(css|scss|sass)$': '<rootDir>/tests/style-stub.js',
      },
      setupFiles: ['<rootDir>/tests/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
      globals: { DEPRECATED_ADAPTER_COMPONENT: false, TARO_ENV: 'h5', ENABLE_INNER_HTML: true, ENABLE_ADJACENT_HTML: true, ENABLE_SIZE_APIS: true, ENABLE_TEMPLATE_CONTENT: true, ENABLE_CLONE_NODE: true, ENABLE_CONTAINS: true, ENABLE_MUTATION_OBSERVER: true },
    },
  ],
}
