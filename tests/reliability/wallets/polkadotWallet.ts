import { polkadot, polkadotAdapter } from '../../../adapters/polkadot/index.js'
import { polkadotTestAccounts } from '../../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import type { NamespaceWallet } from './NamespaceWallet.js'
import type { WalletScript } from './walletScript.js'

const [alice, bob] = polkadotTestAccounts.map((account) => account.address) as [string, string]
const account = (address: string, type = 'sr25519') => ({ address, genesisHash: null, name: 'Fuzz', type })
/** Alice's address with its last character changed: base58 of the right length, its checksum wrong. */
const badChecksum = `${alice.slice(0, -1)}${alice.endsWith('a') ? 'b' : 'a'}`
const genesis = polkadot.caipNetworkId.slice('polkadot:'.length)

/**
 * An `injectedWeb3` extension as an app's connector: `enable` answers the injected object, whose functions stand
 * in the samples as 'fn:<name>' (samples are plain data) and are made real when the extension hands it over.
 */
function make(script: WalletScript) {
  const subscribers = new Set<(accounts: unknown) => void>()
  const functions: Record<string, unknown> = {
    'fn:get': () => script.answer('accounts.get'),
    'fn:subscribe': (callback: (accounts: unknown) => void) => {
      subscribers.add(callback)
      return () => subscribers.delete(callback)
    },
    'fn:signRaw': () => script.answer('signRaw'),
  }
  const withFunctions = (value: unknown, depth = 0): unknown => {
    if (typeof value === 'string' && value in functions) return functions[value]
    if (depth > 3 || value === null || typeof value !== 'object') return value
    try {
      for (const [key, child] of Object.entries(value)) Reflect.set(value, key, withFunctions(child, depth + 1))
    } catch {
      // a hostile object stays as it is
    }
    return value
  }
  const extension = { version: '1', enable: async () => withFunctions(await script.answer('enable')) }
  return {
    adapter: polkadotAdapter({
      injected: false,
      connectors: [{ id: 'extension', name: 'Fuzz Extension', getExtension: () => extension }],
    }),
    networks: [polkadot],
    emit(_event: string, value: unknown) {
      for (const subscriber of subscribers) subscriber(value)
    },
  }
}

/** Whether the adapter rightly ends a connection on an account list: none of it usable on the network. */
const noneUsable = (value: unknown) =>
  Array.isArray(value) &&
  value.every((entry: { type?: unknown; genesisHash?: unknown }) => {
    if (entry?.type === 'ethereum') return true
    const hash = entry?.genesisHash
    return typeof hash === 'string' && hash !== '' && !hash.replace(/^0x/, '').startsWith(genesis)
  })

/** Polkadot's extensions: `window.injectedWeb3` (WALLETS.md §3). */
export const polkadotWallet: NamespaceWallet = {
  namespace: 'polkadot',
  make,
  answers: [
    {
      method: 'enable',
      connectorId: 'extension',
      use: 'connect',
      disconnected: true,
      samples: [{ accounts: { get: 'fn:get', subscribe: 'fn:subscribe' }, signer: { signRaw: 'fn:signRaw' } }],
    },
    {
      method: 'accounts.get',
      connectorId: 'extension',
      use: 'connect',
      samples: [[account(alice)], [account(bob), account(alice)], [account(alice, 'ethereum'), account(bob)]],
    },
    {
      method: 'signRaw',
      connectorId: 'extension',
      use: 'sign',
      samples: [
        { id: 1, signature: `0x01${'ab'.repeat(64)}` },
        { id: 2, signature: `0x${'cd'.repeat(64)}` },
      ],
    },
  ],
  events: [
    {
      event: 'accounts',
      connectorId: 'extension',
      samples: [
        [account(bob)],
        [account(alice), account(bob)],
        [],
        [{ ...account(bob), genesisHash: `0x${'ab'.repeat(32)}` }],
      ],
    },
  ],
  good: [alice, bob],
  badAddresses: [badChecksum, alice.slice(0, 40), `${alice}1`, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  mayClear: (_event, value) => noneUsable(value),
}
