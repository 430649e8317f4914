import fc from 'fast-check'
import { createStorage } from '../../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { kernelStorageSchemas } from '../../../kernel/storage/storageKeys.js'
import { accepted, type Boundary, refused, snapshot } from '../Boundary.js'
import { createFakeWallet, createFakeWalletFoyer, walletAddress } from '../fakeWallet.js'
import { jsonGarbage, shapedLike } from '../garbage.js'

const wallet = { id: 'fake', name: 'Fake Wallet', imageUrl: 'https://wallet.example/i.png', rdns: 'example.fake' }
const cached = { key: { expiresAt: 4_000_000_000_000, value: { balances: [] } } }

/** A valid value for each of the kernel's keys, as an earlier visit stored it. */
export const storedValues: Record<string, unknown> = {
  activeNetwork: 'eip155:1',
  recentWallets: [wallet],
  connections: {
    eip155: {
      status: 'connected',
      connectorId: 'fake',
      connections: [{ connectorId: 'fake', accounts: [{ address: walletAddress, type: 'eoa' }] }],
      wallet,
    },
  },
  socialLogin: { provider: 'google', username: 'ada' },
  siwxSessions: [{ data: { chainId: 'eip155:1' }, message: 'Sign in', signature: `0x${'1'.repeat(130)}` }],
  balanceCache: cached,
  portfolioCache: cached,
  nameCache: cached,
  identityCache: cached,
  preferredAccountTypes: { eip155: 'smartAccount' },
  remoteConfig: { projectId: 'p1', answer: { features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }] } },
}
const keys = Object.keys(kernelStorageSchemas)
/** The keys the kernel reads when it restores a connection at load. */
const restoredKeys = new Set(['connections', 'activeNetwork', 'recentWallets', 'preferredAccountTypes'])

const text = fc.oneof(
  {
    weight: 5,
    arbitrary: shapedLike(Object.values(storedValues), jsonGarbage).map(
      (value) => JSON.stringify(value) ?? 'undefined',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string(),
      fc.constantFrom('{"a":', 'undefined', 'NaN', '__proto__', '{"__proto__":{"x":1}}'),
    ),
  },
)

const anyValue = { safeParse: (data: unknown) => ({ success: true as const, data }) }
const silent = { warn() {}, error() {} }
const clock = { now: () => 1_700_000_000_000 }

export function backendWith(key: string, value: string | undefined) {
  const backend = createMemoryBackend()
  for (const [name, stored] of Object.entries(storedValues))
    if (name !== key) backend.setItem(`foyer:${name}`, JSON.stringify(stored))
  if (value !== undefined) backend.setItem(`foyer:${key}`, value)
  return backend
}

/** What a kernel restores from `backend`: the connection state of the store after load. */
export async function restoredState(backend: ReturnType<typeof createMemoryBackend>) {
  const { provider } = createFakeWallet()
  const foyer = createFakeWalletFoyer(provider, backend)
  await foyer.ready()
  const { activeNamespace, chains, connections, activeConnectorIds } = foyer.getState()
  foyer.destroy()
  return snapshot({ activeNamespace, chains, connections, activeConnectorIds })
}

/**
 * A value read back from storage (every kernel key, and the TTL caches): garbage reads as nothing, only its own
 * key is dropped, and a kernel that loads over it ends in the state it has when the key holds nothing.
 */
export function storageBoundary(): Boundary<[string, string]> {
  const baselines = new Map<string, Promise<string | undefined>>()
  const baseline = (key: string) => {
    if (!baselines.has(key)) baselines.set(key, restoredState(backendWith(key, undefined)))
    return baselines.get(key)!
  }
  return {
    name: 'stored values',
    input: fc.tuple(fc.constantFrom(...keys), text),
    async check([key, value]) {
      const backend = backendWith(key, value)
      const storage = createStorage({ backend, prefix: 'foyer', logger: silent, clock })
      const read = key.endsWith('Cache')
        ? storage.cache(key as 'balanceCache', 60_000, anyValue).get('key')
        : storage.get(key as 'activeNetwork')
      if (read !== undefined && !key.endsWith('Cache')) return accepted
      for (const other of keys)
        if (other !== key && backend.getItem(`foyer:${other}`) !== JSON.stringify(storedValues[other]))
          return refused(`the stored ${other}`)
      if (key.endsWith('Cache')) return read === undefined ? refused() : accepted
      if (backend.getItem(`foyer:${key}`) !== null) return refused(`kept the garbage under ${key}`)
      if (!restoredKeys.has(key)) return refused()
      const state = await restoredState(backendWith(key, value))
      return refused(state === (await baseline(key)) ? undefined : 'the restored state')
    },
  }
}
