// Jest runs the TypeScript sources as ESM through swc (decorator metadata included); tsc type-checks separately.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
      // JSON imports keep their `with { type: 'json' }` for Node's ESM loader.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Vite's `?no-inline` asset imports resolve to the file itself, which the transform below turns into its URL.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^(.+\\.svg)\\?no-inline$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.svg$': '<rootDir>/tests/support/file-url-transform.cjs', '^.+\\.css$': '<rootDir>/tests/support/style-transform.cjs' },
  testMatch: ['<rootDir>/api/src/**/*.test.ts', '<rootDir>/web/src/**/*.test.{ts,tsx}', '<rootDir>/web/build/**/*.test.ts', '<rootDir>/tests/**/*.test.ts'],
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  maxWorkers: 2,
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
};
