import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { featureNamesIn } from './featureNames.js'
import { root, walk } from './importGraph.js'
import { importEdges, layerCrossings } from './layerCrossings.js'

test('no kernel file names a feature in its code', () => {
  const naming = walk('kernel').flatMap((file) => {
    const names = featureNamesIn(file, readFileSync(join(root, file), 'utf8'))
    return names.length ? [`${file}: ${names.join(', ')}`] : []
  })
  expect(naming).toEqual([])
})

test('a feature key in kernel code is found; in a comment, or as part of a word, it is not', () => {
  const source = [
    '// swaps are a plugin’s; /* send */',
    "const on = options.features.swaps || options.features?.onramp || state['activity']",
    'const text = "Cannot set both `siweConfig` and `siwx` options"',
    'const key = `names`',
    "const words = 'sending emails' + SEND_INITIATED",
  ].join('\n')
  expect(featureNamesIn('kernel/core/x.ts', source)).toEqual(['swaps', 'onramp', 'activity', 'siwx', 'names'])
  expect(featureNamesIn('kernel/options/x.ts', 'interface A { receive?: boolean }\nconst b = { pay: 1 }')).toEqual([
    'receive',
    'pay',
  ])
  expect(featureNamesIn('kernel/state/x.ts', 'interface Account { email?: string }')).toEqual([])
})

test('layers do not cross: adapters import no plugin, plugins no adapter, a plugin no other plugin', () => {
  expect(layerCrossings(importEdges())).toEqual([])
})

test('each layer rule finds its crossing, by a relative path, a foyer/* entry or a lazy import', () => {
  const edges = [
    { file: 'adapters/eip155/a.ts', spec: '../../plugins/email/b.js', target: 'plugins/email/b.ts' },
    { file: 'adapters/solana/a.ts', spec: 'foyer/plugins/send', target: 'plugins/send/index.ts' },
    { file: 'plugins/siwx/a.ts', spec: '../../adapters/cosmos/b.js', target: 'adapters/cosmos/b.ts' },
    { file: 'plugins/siwx/a.ts', spec: 'foyer/adapters/cosmos', target: 'adapters/cosmos/index.ts' },
    { file: 'plugins/pay/a.ts', spec: 'foyer/plugins/send', target: 'plugins/send/index.ts' },
    { file: 'plugins/account/a.ts', spec: '../names/b.js', target: 'plugins/names/b.ts' },
    // allowed: the embedded wallet's public entry, the kit, a plugin's own files, the catalogue's list, packages
    { file: 'plugins/email/a.ts', spec: 'foyer/embedded-wallet', target: 'adapters/embedded/embeddedWallet.ts' },
    { file: 'plugins/send/a.ts', spec: 'foyer/kit', target: 'kernel/kit.ts' },
    { file: 'plugins/send/a.ts', spec: './b.js', target: 'plugins/send/b.ts' },
    { file: 'plugins/catalogue.ts', spec: './siwx/b.js', target: 'plugins/siwx/b.ts' },
    { file: 'plugins/send/a.ts', spec: 'zod/mini', target: undefined },
  ]
  expect(layerCrossings(edges)).toEqual([
    'adapter imports a plugin: adapters/eip155/a.ts -> ../../plugins/email/b.js',
    'adapter imports a plugin: adapters/solana/a.ts -> foyer/plugins/send',
    'plugin imports an adapter: plugins/siwx/a.ts -> ../../adapters/cosmos/b.js',
    'plugin imports an adapter: plugins/siwx/a.ts -> foyer/adapters/cosmos',
    'plugin imports another plugin: plugins/pay/a.ts -> foyer/plugins/send',
    'plugin imports another plugin: plugins/account/a.ts -> ../names/b.js',
  ])
})

test('imports are read with lazy ones, and the package’s own names resolve to files', () => {
  const edges = importEdges(['plugins/account'])
  // identity.ts loads the name lookup's module lazily (`import('./newestName.js')`).
  expect(edges).toContainEqual({
    file: 'plugins/account/identity.ts',
    spec: './newestName.js',
    target: 'plugins/account/newestName.ts',
  })
  expect(edges).toContainEqual({ file: 'plugins/account/newestName.ts', spec: 'foyer/kit', target: 'kernel/kit.ts' })
  expect(edges.some((edge) => edge.spec === 'foyer' && edge.target === 'kernel/index.ts')).toBe(true)
})
