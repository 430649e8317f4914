import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `foyer/...` to the TypeScript sources (package.json's `source` condition) as aliases: the browser project's
// globalSetup (the world, whose frame code imports `foyer/kit`) resolves the package's own name without
// export conditions, so without them a clone with no `dist/` cannot start the world.
const root = fileURLToPath(new URL('./', import.meta.url))
const exportsMap: Record<string, { source?: string }> = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).exports
const foyerSources = Object.entries(exportsMap).flatMap(([key, target]) => {
  if (!target.source) return []
  const name = `foyer${key.slice(1)}`.replace(/[.]/g, '\\.')
  return [
    {
      find: new RegExp(`^${name.replace('*', '([^/]+)')}$`),
      replacement: `${root}${target.source.slice(2).replace('*', '$1')}`,
    },
  ]
})

// Four kinds of tests, one command (`npm test`):
// - unit: pure rules, no world (kernel, plugins, adapters);
// - world: the local stand-ins themselves and integration against them (Node);
// - package: the built package, packed and installed into a temporary app (tests/package);
// - browser: real Chromium against the built playground and the world (tests/browser).
export default defineConfig({
  resolve: { conditions: ['source'], alias: foyerSources },
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
            'tests/bench/**/*.test.mjs',
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
          globalSetup: ['tests/package/installPackage.ts'],
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
          // A page that loads code and asks the world can take seconds on a loaded machine; a poll fails only
          // when the awaited state never comes (as locators wait up to their 10 s).
          expect: { poll: { timeout: 10_000 } },
          // One file after another (each test resets the shared world), all in one worker that keeps its imports
          // (Playwright, axe, viem, the world's wallets) from file to file instead of a new process per file.
          // Each test still gets a fresh browser context (browser.ts).
          fileParallelism: false,
          isolate: false,
          // After the other projects when one process runs them all (`npm test -- <args>`): a group holds one
          // worker count, and theirs is the machine's.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
