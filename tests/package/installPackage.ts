// The package project's setup: builds the library, packs it and installs the tarball into a temporary app with
// react (and the optional peers the tests use), as an app gets it. The tests find the app at inject('packageApp').
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of an app that installed the packed package (node_modules/foyer). */
    packageApp: string
    /** The packed package (`npm pack`), as `npm install <tarball>` takes it. */
    packageTarball: string
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))
const version = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string

export default function setup(project: TestProject) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' })
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-package-'))
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { filename: string }[]
  const tarball = path.join(work, packed[0]!.filename)
  const app = path.join(work, 'app')
  fs.mkdirSync(app)
  const dependencies = {
    foyer: `file:${tarball}`,
    react: version('react'),
    'react-dom': version('react-dom'),
    '@types/react': version('@types/react'),
    '@types/react-dom': version('@types/react-dom'),
    // An optional peer; foyer/testing's wallets sign with it, as an EVM app's tests would.
    viem: version('viem'),
    // An optional peer, for foyer/wagmi; wagmi and react-query for README's wagmi snippet (readmeSnippets.test.ts).
    '@wagmi/core': version('@wagmi/core'),
    wagmi: version('wagmi'),
    '@tanstack/react-query': version('@tanstack/react-query'),
    '@types/node': version('@types/node'),
  }
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module', dependencies }),
  )
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    stdio: 'pipe',
  })
  project.provide('packageApp', app)
  project.provide('packageTarball', tarball)
  return () => fs.rmSync(work, { recursive: true, force: true })
}
