// `npm test`: every check; the run fails when any one fails (and ends the others then).
//   1. Debian chromium for the browser tests (installed with apt-get when missing and we are root)
//   2. two lanes side by side (tests/runSteps.mjs), one for each of CI's 2 cores:
//      a. npx tsc -p tsconfig.json                                        (types)
//         npx biome check .                                               (lint and format)
//         npx vitest run --project unit --project world --project package (the Node tests, one worker)
//      b. npx vitest run --project browser          (one file after another, as they share the world; the longest)
//   The browser tests are shown as they run; the other steps' output is printed when all have ended.
//   On 2 cores vitest gives one worker to all its projects, so in one process the Node tests would wait for
//   the browser files (or these for them); two processes let them overlap.
// Extra arguments go to one `vitest run` in lane b instead, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runLanes } from './runSteps.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'

function run(name, command, args, options = {}) {
  console.error(`\n[test] ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`\n[test] FAILED: ${name} (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `[test] FAILED: chromium is missing at ${chromium}. Install the Debian package \`chromium\` ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM to a Chromium binary.',
    )
    process.exit(1)
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('install chromium', 'apt-get', ['update', '-qq'], { env })
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { env })
}

ensureChromium()
// Kept output keeps its colours when the run is watched in a terminal.
const colours = process.stderr.isTTY ? { FORCE_COLOR: '1' } : {}
const extra = process.argv.slice(2)
const vitest = (name, args) => ({ name, command: 'npx', args: ['vitest', 'run', ...args] })
const vitestRuns =
  extra.length > 0
    ? { node: [], browser: [{ ...vitest('tests', extra), live: true }] }
    : {
        node: [
          {
            ...vitest('node tests', ['--project', 'unit', '--project', 'world', '--project', 'package']),
            env: colours,
          },
        ],
        browser: [{ ...vitest('browser tests', ['--project', 'browser']), live: true }],
      }
await runLanes(
  [
    [
      {
        name: 'types',
        command: 'npx',
        args: ['tsc', '-p', 'tsconfig.json', ...(colours.FORCE_COLOR ? ['--pretty'] : [])],
      },
      {
        name: 'lint',
        command: 'npx',
        args: ['biome', 'check', '.', ...(colours.FORCE_COLOR ? ['--colors=force'] : [])],
      },
      ...vitestRuns.node,
    ],
    vitestRuns.browser,
  ],
  root,
)
console.error('\n[test] all passed')
