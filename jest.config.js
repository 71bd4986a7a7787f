/** One jest run over every package; sources are transpiled by ts-jest, types are checked by `tsc`. */
const packages = ['data', 'engine', 'contract', 'cli', 'bff', 'test-support', 'tests'];

/** The web packages: React components in jsdom, transpiled only (`npm run typecheck` checks them). */
const webPackages = ['web-ui', 'web-app', 'web-admin'];

module.exports = {
  // The ten slowest test files, printed after jest's summary.
  reporters: ['default', '<rootDir>/jest/slowest.js'],
  // The browser suites first, so that no long file starts last (jest/sequencer.js).
  testSequencer: '<rootDir>/jest/sequencer.js',
  // Jest's default on two cores is one worker (cores - 1), which runs the files one after the
  // other while most of their time goes to waiting on the bff and chromium they start.
  maxWorkers: 3,
  // A file's tests wait on processes it starts; on a busy machine 5 s is not enough.
  testTimeout: 30000,
  projects: [
    ...packages.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': 'ts-jest' },
      moduleNameMapper: {
        '^@tongshu/(data|engine|contract|bff|test-support)$': '<rootDir>/../$1/src',
        // Light entry points: the bff's settings without its app, the in-process test server.
        '^@tongshu/bff/settings$': '<rootDir>/../bff/src/settings',
        // The client report (pdfkit) apart from the contract's index, which the web tests load.
        '^@tongshu/contract/report$': '<rootDir>/../contract/src/report',
        '^@tongshu/test-support/server$': '<rootDir>/../test-support/src/server',
        // Test-only entry points: the engine's independent readings, the web app's route list.
        '^@tongshu/engine/testing$': '<rootDir>/../engine/src/testing',
        '^@tongshu/web-app/routes$': '<rootDir>/../web-app/src/appRoutes',
      },
      ...(name === 'tests' ? { globalSetup: '<rootDir>/src/browser/globalSetup.ts' } : {}),
    })),
    ...webPackages.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            tsconfig: {
              jsx: 'react-jsx',
              module: 'commonjs',
              esModuleInterop: true,
              isolatedModules: true,
            },
          },
        ],
        // The tutorials' media (web-app/src/shared/videos/media) import as a URL naming the file.
        '\\.(webm|vtt|jpg)$': '<rootDir>/../jest/mediaUrl.js',
      },
      moduleNameMapper: {
        '\\.css$': '<rootDir>/../web-ui/test/styleStub.js',
        '^@tongshu/(data|engine|web-ui)$': '<rootDir>/../$1/src',
        '^@tongshu/bff/api$': '<rootDir>/../bff/src/api',
      },
      setupFiles: ['<rootDir>/../web-ui/test/polyfills.js'],
      setupFilesAfterEnv: ['<rootDir>/../web-ui/test/setup.ts'],
      // Build-time settings webpack's DefinePlugin fills in.
      globals: { __STRIPE_PUBLISHABLE_KEY__: '' },
    })),
  ],
};
