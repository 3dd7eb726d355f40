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
].join('|')

module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract'],
      testMatch: ['**/*.test.ts'],
      // cookie@2 (used by fastify's inject) ships only ES modules; jest needs them as CommonJS.
      transform: { '^.+\\.ts$': swc, '/node_modules/cookie/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
    },
    {
      displayName: 'app',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/tests'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': 'babel-jest', '^.+\\.mjs$': 'babel-jest' },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contract/(.*)$': '<rootDir>/contract/$1',
        '\\.(css|scss|sass)$': '<rootDir>/tests/style-stub.js',
      },
      setupFiles: ['<rootDir>/tests/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
      globals: { TARO_ENV: 'h5', ENABLE_INNER_HTML: true, ENABLE_ADJACENT_HTML: true, ENABLE_SIZE_APIS: true, ENABLE_TEMPLATE_CONTENT: true, ENABLE_CLONE_NODE: true, ENABLE_CONTAINS: true, ENABLE_MUTATION_OBSERVER: true },
    },
  ],
}
