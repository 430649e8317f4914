// An example app of playground/examples installed as its README says: a copy of the folder in a temporary
// directory, `foyer` taken from the packed tarball (what `npm install foyer` gives a user), then a plain
// `npm install` (no --legacy-peer-deps: npm's peer rules must hold).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'

const run = promisify(execFile)
const examples = fileURLToPath(new URL('../../../playground/examples/', import.meta.url))

export interface InstalledExample {
  name: string
  dir: string
  installSeconds: number
}

/** Copies the example `name` into `work` and installs it with `foyer` from `tarball`. */
export async function installExample(name: string, work: string, tarball: string): Promise<InstalledExample> {
  const dir = path.join(work, name)
  fs.cpSync(path.join(examples, name), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|\.next)([/\\]|$)/.test(source),
  })
  const manifest = path.join(dir, 'package.json')
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'))
  pkg.dependencies.foyer = `file:${tarball}`
  fs.writeFileSync(manifest, JSON.stringify(pkg, null, 2))
  const started = performance.now()
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  return { name, dir, installSeconds: (performance.now() - started) / 1000 }
}

/**
 * Runs `npm run <script>` in the example with `env` added, as a user's shell would (without the NODE_ENV=test
 * that vitest sets: Vite would build React's development code); resolves with the seconds it took.
 */
export async function buildExample(dir: string, script: string, env: Record<string, string>): Promise<number> {
  const { NODE_ENV: _test, ...shell } = process.env
  const started = performance.now()
  try {
    await run('npm', ['run', script], {
      cwd: dir,
      env: { ...shell, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(
      `npm run ${script} failed in ${path.basename(dir)}:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`,
    )
  }
  return (performance.now() - started) / 1000
}
