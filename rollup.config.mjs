// The library build: ESM in dist/, one file per entrypoint, the other modules under dist/modules/.
//   dist/foyer.js            foyer                 kernel/index.ts
//   dist/react.js            foyer/react           kernel/react/index.ts
//   dist/ui.js               foyer/ui              kernel/react/ui.ts       (for plugin views)
//   dist/kit.js              foyer/kit             kernel/kit.ts            (for adapters and plugins)
//   dist/embedded-wallet.js  foyer/embedded-wallet adapters/embedded/embeddedWallet.ts (email and social login's wallet)
//   dist/wagmi.js            foyer/wagmi           adapters/eip155/wagmi/index.ts (a wagmi connector)
//   dist/headless.js         foyer/headless        plugins/connect/headless/index.ts (an app's own wallet UI)
//   dist/headless/react.js   foyer/headless/react  plugins/connect/headless/react/index.ts (its React hook)
//   dist/siwx.js             foyer/siwx            plugins/siwx/server/index.ts (verifiers, the app server's handler)
//   dist/pay.js              foyer/pay             plugins/pay/openPay.ts   (an app-initiated payment)
//   dist/testing.js          foyer/testing         playground/world/testing.ts
//   dist/testing/<name>.js   foyer/testing/<name>  playground/world/testing/<name>.ts (other namespaces, relay)
//   dist/adapters/<ns>.js    foyer/adapters/<ns>   adapters/<ns>/index.ts   (every folder with an index.ts)
//   dist/adapters/eip155/coinbase.js  foyer/adapters/eip155/coinbase  adapters/eip155/coinbase/index.ts (Coinbase's connector)
//   dist/plugins/<name>.js   foyer/plugins/<name>  plugins/<name>/index.ts  (every folder with an index.ts)
// Not minified (apps minify), target es2022, every dependency and peer external. Declarations
// come from `tsc -p tsconfig.build.json` (see `npm run build`).
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import esbuild from 'rollup-plugin-esbuild'
import { eagerCompile } from './rollup.eagerCompile.mjs'
import { firstOpenChunks, hubEntries, internalHub, laterEntry, laterFile } from './rollup.firstOpen.mjs'
import { laterShared } from './rollup.laterShared.mjs'
import { minifyCssModules } from './rollup.minifyCss.mjs'
import { localeImports } from './rollup.localeImports.mjs'
import { namedImports } from './rollup.namedImports.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))

/** Every `<dir>/<name>/index.ts` as `<dir>/<name>`, so a new plugin or adapter needs no config change. */
function folderEntries(dir) {
  const base = path.join(root, dir)
  if (!fs.existsSync(base)) return {}
  const names = fs
    .readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(base, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort()
  return Object.fromEntries(names.map((name) => [`${dir}/${name}`, path.join(base, name, 'index.ts')]))
}

/** Every `<dir>/<name>.ts` as `<prefix>/<name>` (the `foyer/testing/*` subpaths: one per namespace's wallets). */
function fileEntries(dir, prefix) {
  const base = path.join(root, dir)
  if (!fs.existsSync(base)) return {}
  const names = fs
    .readdirSync(base)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -3))
    .sort()
  return Object.fromEntries(names.map((name) => [`${prefix}/${name}`, path.join(base, `${name}.ts`)]))
}

const fixedEntries = {
  foyer: 'kernel/index.ts',
  react: 'kernel/react/index.ts',
  ui: 'kernel/react/ui.ts',
  kit: 'kernel/kit.ts',
  'embedded-wallet': 'adapters/embedded/embeddedWallet.ts',
  wagmi: 'adapters/eip155/wagmi/index.ts',
  headless: 'plugins/connect/headless/index.ts',
  'headless/react': 'plugins/connect/headless/react/index.ts',
  siwx: 'plugins/siwx/server/index.ts',
  pay: 'plugins/pay/openPay.ts',
  testing: 'playground/world/testing.ts',
  'adapters/eip155/coinbase': 'adapters/eip155/coinbase/index.ts',
}

export const entries = {
  ...Object.fromEntries(
    Object.entries(fixedEntries)
      .filter(([, file]) => fs.existsSync(path.join(root, file)))
      .map(([name, file]) => [name, path.join(root, file)]),
  ),
  ...folderEntries('adapters'),
  ...folderEntries('plugins'),
  ...fileEntries('playground/world/testing', 'testing'),
}

for (const [name, file] of Object.entries(fixedEntries)) {
  if (!entries[name])
    console.warn(`[build] skipping ${name === 'foyer' ? 'foyer' : `foyer/${name}`}: ${file} is missing`)
}

// Dependencies and peers stay imports; apps install and bundle them.
const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
const externalPatterns = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^immer($|\/)/,
  /^mitt($|\/)/,
  /^zod($|\/)/,
  /^viem($|\/)/,
  /^@solana\//,
  /^bitcoinjs-lib($|\/)/,
  /^@polkadot\//,
  /^@walletconnect\//,
  /^@reown\//,
  /^@wagmi\//,
]
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])

function isExternal(id) {
  if (builtins.has(id) || id.startsWith('node:')) return true
  if (declared.some((dep) => id === dep || id.startsWith(`${dep}/`))) return true
  return externalPatterns.some((pattern) => pattern.test(id))
}

/**
 * `foyer`, `foyer/react`, `foyer/testing`, `foyer/adapters/*`, `foyer/plugins/*` (the package's
 * self-references) resolve to the sources, through the `source` condition of package.json `exports`.
 */
function selfReference() {
  const targets = Object.entries(pkg.exports)
    .filter(([, value]) => typeof value === 'object' && value.source)
    .map(([key, value]) => ({ key: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, source: value.source }))
  // Inside the package, `foyer/ui`, `foyer/kit` and `foyer/embedded-wallet` (re-export hubs) are a copy that is not
  // an entry: rollup then imports each name from its module, without also importing every other module the entry
  // re-exports.
  const hubs = new Set(hubEntries.map((name) => fixedEntries[name]))
  return {
    name: 'foyer-self-reference',
    resolveId(id) {
      if (id !== pkg.name && !id.startsWith(`${pkg.name}/`)) return null
      for (const { key, source } of targets) {
        const star = key.indexOf('*')
        if (star === -1 && id === key) return path.join(root, hubs.has(source.slice(2)) ? internalHub(source) : source)
        if (star !== -1 && id.startsWith(key.slice(0, star)) && id.endsWith(key.slice(star + 1))) {
          const match = id.slice(star, id.length - (key.length - star - 1))
          const file = path.join(root, source.replace('*', match))
          if (fs.existsSync(file)) return file
        }
      }
      this.error(`'${id}' is not an entrypoint of ${pkg.name} (package.json exports, "source" condition)`)
    },
    load(id) {
      return id.endsWith(internalHub('')) ? fs.readFileSync(id.replace(internalHub(''), '.ts'), 'utf8') : null
    },
  }
}

/**
 * Fails the build when product code (everything reachable from a non-testing entry) still reads
 * `process.env`: browsers have no `process`, and apps should not need a define to load Foyer.
 */
function noProcessEnv() {
  return {
    name: 'foyer-no-process-env',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const product = new Set()
      const stack = chunks.filter((c) => c.isEntry && !/^testing(\/|$)/.test(c.name)).map((c) => c.fileName)
      while (stack.length) {
        const name = stack.pop()
        if (product.has(name)) continue
        product.add(name)
        const chunk = byName.get(name)
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) if (byName.has(next)) stack.push(next)
      }
      const offenders = [...product].filter((name) => /\bprocess\.env\b/.test(byName.get(name).code))
      if (offenders.length) this.error(`process.env is left in product output: ${offenders.join(', ')}`)
    },
  }
}

/** Treats an import that is neither source, a declared dependency, nor a peer as a build error. */
function onwarn(warning, warn) {
  if (warning.code === 'UNRESOLVED_IMPORT') {
    throw new Error(
      `${warning.exporter} (imported by ${path.relative(root, warning.id ?? '')}) is not a dependency or peer of ${pkg.name}`,
    )
  }
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return
  warn(warning)
}

/** Entrypoints whose exports are React components and hooks. */
const clientEntries = new Set(['react', 'ui'])

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true })

export default {
  input: entries,
  external: (id) => isExternal(id),
  plugins: [
    selfReference(),
    localeImports(),
    minifyCssModules(),
    esbuild({
      include: /\.[jt]sx?$/,
      target: 'es2022',
      jsx: 'automatic',
      minify: false,
      sourceMap: false,
      tsconfig: path.join(root, 'tsconfig.json'),
    }),
    namedImports('zod/mini'),
    // The first open's functions are compiled by V8 with their file, off the main thread (rollup.eagerCompile.mjs).
    eagerCompile('modules/firstOpen.js'),
    // Files loaded after the first open take what they share with it from it as it runs (rollup.laterShared.mjs).
    laterShared({
      firstOpen: 'modules/firstOpen.js',
      hub: 'modules/kernel/loadAgain.js',
      pageLoadRoot: 'modules/kernel/createFoyer.js',
      laterEntry,
      laterFile,
      pageLoad: /^react(-dom)?($|\/)/,
    }),
    noProcessEnv(),
  ],
  onwarn,
  // package.json says `sideEffects: false`; the build assumes the same of every module (ours and
  // dependencies), so an unused import of a dependency leaves no bare `import 'x'` behind.
  treeshake: { moduleSideEffects: false },
  output: {
    dir: path.join(root, 'dist'),
    format: 'es',
    // One file per source module, but for the first open's code (rollup.firstOpen.mjs): lazy code imports the
    // module it needs, never an entrypoint's re-export hub, so an app bundler keeps an entry's unused re-exports
    // (and what they import) out of page load. Entrypoints keep their names (dist/foyer.js ...); the rest go
    // under dist/modules/.
    manualChunks: firstOpenChunks(root, entries),
    entryFileNames: '[name].js',
    // React's server components (Next's App Router): what an app renders from a server page must come from a
    // client module, so the React entrypoints say so; the modules they import are client modules through them.
    banner: (chunk) => (chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : ''),
    chunkFileNames: 'modules/[name].js',
    // A file imports what it uses, no more: hoisted imports of every transitive dependency are bare imports that an
    // app's bundler keeps (it fetches those files even with sideEffects false), e.g. 28 more in dist/foyer.js.
    hoistTransitiveImports: false,
    generatedCode: 'es2015',
  },
}
