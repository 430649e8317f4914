// The built package as an app gets it (installed from the packed tarball into a temporary app with react:
// installPackage.ts), imported in plain Node, where `window` and `document` do not exist (SSR).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, inject, test } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const app = inject('packageApp')

/** Every entrypoint that the build produced, as an app imports it. */
function builtEntrypoints(): string[] {
  const dist = path.join(root, 'dist')
  const folder = (dir: string) =>
    fs.existsSync(path.join(dist, dir))
      ? fs
          .readdirSync(path.join(dist, dir))
          .filter((file) => file.endsWith('.js'))
          .map((file) => `foyer/${dir}/${file.slice(0, -3)}`)
      : []
  return [
    'foyer',
    ...['react', 'ui', 'testing']
      .filter((name) => fs.existsSync(path.join(dist, `${name}.js`)))
      .map((name) => `foyer/${name}`),
    ...folder('adapters'),
    ...folder('plugins'),
  ]
}

/** The test wallets of other namespaces and the relay: built too, but each loads its namespace's SDK (a peer). */
function builtTestingSubpaths(): string[] {
  const dir = path.join(root, 'dist/testing')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `foyer/testing/${file.slice(0, -3)}`)
}

/** Runs an ES module in a fresh Node process inside the app; it must exit by itself. */
function node(source: string) {
  fs.writeFileSync(path.join(app, 'check.mjs'), source)
  const result = spawnSync(process.execPath, ['check.mjs'], { cwd: app, encoding: 'utf8', timeout: 30_000 })
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`node check.mjs failed:\n${result.stderr}`)
  return JSON.parse(result.stdout) as Record<string, unknown>
}

test('every entrypoint imports in Node with no window or document', () => {
  const entrypoints = builtEntrypoints()
  const result = node(`
    const before = [typeof window, typeof document]
    const exported = {}
    for (const name of ${JSON.stringify(entrypoints)}) exported[name] = Object.keys(await import(name)).length
    console.log(JSON.stringify({ before, after: [typeof window, typeof document], exported }))
  `)
  expect(result.before).toEqual(['undefined', 'undefined'])
  expect(result.after).toEqual(['undefined', 'undefined'])
  expect(Object.keys(result.exported as object)).toEqual(entrypoints)
  for (const count of Object.values(result.exported as object)) expect(count).toBeGreaterThan(0)
})

test('createFoyer runs on a server and the button renders to HTML', () => {
  const hasReact = fs.existsSync(path.join(root, 'dist/react.js'))
  const result = node(`
    import { createFoyer } from 'foyer'
    const foyer = createFoyer({
      projectId: '0123456789abcdef0123456789abcdef',
      networks: [{ id: 31337, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337', name: 'Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }],
    })
    let html = null
    if (${hasReact}) {
      const { createElement } = await import('react')
      const { renderToString } = await import('react-dom/server')
      const { FoyerProvider, ConnectButton } = await import('foyer/react')
      html = renderToString(createElement(FoyerProvider, { foyer }, createElement(ConnectButton)))
    }
    console.log(JSON.stringify({ open: foyer.getState().modal.open, html, window: typeof window }))
    foyer.destroy()
  `)
  expect(result.open).toBe(false)
  expect(result.window).toBe('undefined')
  if (hasReact) expect(result.html).toContain('Connect Wallet')
})

/** The bare specifiers that a built file reaches through static imports only (rollup's output format). */
function staticDependencies(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found
  seen.add(file)
  const code = fs.readFileSync(file, 'utf8')
  const specifiers = [
    ...code.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*'([^']+)'/gm),
    ...code.matchAll(/^import\s*'([^']+)'/gm),
  ].map((match) => match[1]!)
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) staticDependencies(path.resolve(path.dirname(file), specifier), seen, found)
    else found.add(specifier)
  }
  return found
}

test('no entrypoint loads a heavy SDK when it is imported', () => {
  const heavy = /^(viem|bitcoinjs-lib|@solana\/|@polkadot\/|@walletconnect\/|@reown\/)/
  const atImport: Record<string, string[]> = {}
  for (const name of builtEntrypoints().filter((entry) => entry !== 'foyer/testing')) {
    const file = path.join(root, 'dist', name === 'foyer' ? 'foyer.js' : `${name.slice('foyer/'.length)}.js`)
    atImport[name] = [...staticDependencies(file)].filter((specifier) => heavy.test(specifier))
  }
  expect(atImport).toEqual(Object.fromEntries(Object.keys(atImport).map((name) => [name, []])))
})

/** Writes `source` as `file` in the app and type-checks it alone (strict, nodenext): no error may come out. */
function typecheckInApp(file: string, source: string) {
  fs.writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: [file],
    }),
  )
  fs.writeFileSync(path.join(app, file), source)
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' })
  expect(result.stdout + result.stderr).toBe('')
  expect(result.status).toBe(0)
}

test('the type declarations resolve through package.json exports', () => {
  typecheckInApp(
    'types.ts',
    `import { createFoyer, definePlugin, type Foyer } from 'foyer'
export const foyer: Foyer = createFoyer({ projectId: 'p' })
export const plugin = definePlugin({ id: 'mine' })
// @ts-expect-error projectId is a string: this fails only when the declarations were found
createFoyer({ projectId: 1 })
${
  fs.existsSync(path.join(root, 'dist/react.js'))
    ? `import { ConnectButton, FoyerProvider } from 'foyer/react'
export const parts = [ConnectButton, FoyerProvider]
// @ts-expect-error the provider needs its foyer
FoyerProvider({})
`
    : ''
}`,
  )
})

test('every entrypoint, the foyer/testing subpaths included, has type declarations', () => {
  const specifiers = [...builtEntrypoints(), ...builtTestingSubpaths()]
  expect(specifiers).toEqual(expect.arrayContaining(['foyer/ui', 'foyer/testing/solana', 'foyer/testing/relay']))
  // Under strict, a module found without declarations is an error (TS7016), so each import checks one subpath.
  typecheckInApp(
    'surfaces.ts',
    specifiers
      .map((specifier, index) =>
        [
          `import type * as entry${index} from '${specifier}'`,
          `export type Surface${index} = keyof typeof entry${index}`,
          `// @ts-expect-error a name ${specifier} does not export (were the module untyped, any name would do)`,
          `export const missing${index}: Surface${index} = 'noSuchExport'`,
          '',
        ].join('\n'),
      )
      .join(''),
  )
})

test('foyer/wagmi gives an app on wagmi a typed connector backed by a Foyer instance', () => {
  const result = node(`
    import { createFoyer } from 'foyer'
    import { foyerConnector } from 'foyer/wagmi'
    import { createConfig, http } from '@wagmi/core'
    import { mainnet } from 'viem/chains'
    const foyer = createFoyer({ projectId: 'p' })
    const config = createConfig({ chains: [mainnet], connectors: [foyerConnector({ foyer })], transports: { 1: http() } })
    const [connector] = config.connectors
    console.log(JSON.stringify({ id: connector.id, name: connector.name, authorized: await connector.isAuthorized() }))
    foyer.destroy()
  `)
  expect(result).toEqual({ id: 'foyer', name: 'Foyer', authorized: false })
  typecheckInApp(
    'wagmi.ts',
    `import { createFoyer } from 'foyer'
import { foyerConnector } from 'foyer/wagmi'
export const connector = foyerConnector({ foyer: createFoyer({ projectId: 'p' }) })
// @ts-expect-error the connector needs its foyer
foyerConnector({})
`,
  )
})
