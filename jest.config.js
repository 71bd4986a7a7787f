/** One jest run over every package; sources are transpiled by ts-jest, types are checked by `tsc`. */
const packages = ['data', 'engine', 'cli', 'bff', 'tests'];

module.exports = {
  projects: packages.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    transform: { '^.+\\.ts$': 'ts-jest' },
    moduleNameMapper: { '^@tongshu/(data|engine)$': '<rootDir>/../$1/src' },
  })),
};
