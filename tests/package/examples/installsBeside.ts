// Whether npm resolves an app's dependencies together with the packed package: `npm install --package-lock-only`
// builds the whole tree, peers checked, without writing node_modules (a conflict fails it with ERESOLVE). The
// versions it chose are read back from the lockfile it wrote.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export function installsBeside(work: string, tarball: string, dependencies: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(work, 'beside-'))
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'beside', private: true, dependencies: { ...dependencies, foyer: `file:${tarball}` } }),
  )
  const result = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    encoding: 'utf8',
  })
  const lock = path.join(dir, 'package-lock.json')
  const packages: Record<string, { version?: string }> = fs.existsSync(lock)
    ? JSON.parse(fs.readFileSync(lock, 'utf8')).packages
    : {}
  const version = (name: string) => packages[`node_modules/${name}`]?.version
  return { status: result.status, stderr: result.stderr, version }
}
