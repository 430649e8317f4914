// `npm test`: every check, in order, stopping at the first that fails.
//   1. Debian chromium for the browser tests (installed with apt-get when missing and we are root)
//   2. npx tsc -p tsconfig.json        (types)
//   3. npx biome check .               (lint and format)
//   4. npx vitest run                  (every project: unit, world, package, browser)
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'

function run(name, command, args, options = {}) {
  const started = Date.now()
  console.error(`\n[test] ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n[test] FAILED: ${name} (exit ${result.status ?? result.signal}, ${seconds} s)`)
    process.exit(result.status || 1)
  }
  console.error(`[test] ${name}: ok (${seconds} s)`)
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
run('types', 'npx', ['tsc', '-p', 'tsconfig.json'])
run('lint', 'npx', ['biome', 'check', '.'])
run('tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)])
console.error('\n[test] all passed')
