import { defineConfig } from 'vitest/config'

// Four kinds of tests, one command (`npm test`):
// - unit: pure rules, no world (kernel, plugins, adapters);
// - world: the local stand-ins themselves and integration against them (Node);
// - package: the built package, packed and installed into a temporary app (tests/package);
// - browser: real Chromium against the built playground and the world (tests/browser).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'kernel/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'adapters/**/*.test.{ts,tsx}',
            'tests/house/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          exclude: ['**/*.world.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'world',
          // The world's own tests, and product code tested against the world (`*.world.test.ts`).
          include: ['playground/**/*.test.ts', '{kernel,plugins,adapters}/**/*.world.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
