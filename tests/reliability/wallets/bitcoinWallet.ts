import { bip122Adapter, bitcoinTestnet } from '../../../adapters/bip122/index.js'
import { toBase64 } from '../../../adapters/bip122/walletAnswers.js'
import { bitcoinTestAccounts } from '../../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import type { NamespaceWallet } from './NamespaceWallet.js'
import type { WalletScript } from './walletScript.js'

type Listener = (value: unknown) => void

const [one, two] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const key = new Uint8Array(33).fill(2)
const standardAccounts = (account = one) => [
  { address: account.payment.address, publicKey: key, purpose: 'payment' },
  { address: account.ordinals.address, publicKey: key, purpose: 'ordinals' },
]
const satsAddresses = (account = one) => [
  { address: account.payment.address, publicKey: account.payment.publicKey, purpose: 'payment', addressType: 'p2sh' },
  {
    address: account.ordinals.address,
    publicKey: account.ordinals.publicKey,
    purpose: 'ordinals',
    addressType: 'p2tr',
  },
]
/** A legacy (BIP-137) compact signature: 65 bytes, its header byte 31. */
const signature = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 31 : 5))

/**
 * Two Bitcoin wallets as an app's connectors on testnet: a Wallet Standard wallet ('standard') and a sats-connect
 * provider ('sats'), each answering from the script; their events are sent by hand.
 */
function make(script: WalletScript) {
  const listeners = new Map<string, Set<Listener>>()
  const on = (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(listener)
    return () => listeners.get(event)?.delete(listener)
  }
  const standard = {
    version: '1.0.0',
    name: 'Fuzz Standard',
    icon: 'data:image/svg+xml;base64,',
    chains: ['bitcoin:testnet'],
    get accounts() {
      return script.now('accounts')
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: () => script.answer('bitcoin:connect') },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: () => script.answer('bitcoin:signMessage') },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: () => script.answer('bitcoin:signTransaction'),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: Listener) => on(`standard:${event}`, listener),
      },
    },
  }
  const sats = {
    request: (method: string) =>
      method === 'wallet_disconnect' ? Promise.resolve({ jsonrpc: '2.0', result: null }) : script.answer(method),
    addListener: (event: string, listener: Listener) => on(`sats:${event}`, listener),
  }
  return {
    adapter: bip122Adapter({
      walletStandard: false,
      satsConnect: false,
      walletConnect: false,
      connectors: [
        { id: 'standard', name: 'Fuzz Standard', getWallet: () => standard as never },
        { id: 'sats', name: 'Fuzz Sats', getWallet: () => sats },
      ],
    }),
    networks: [bitcoinTestnet],
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event === 'change' ? 'standard:change' : `sats:${event}`) ?? [])
        listener(value)
    },
  }
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0

/** Bitcoin's wallets: the Bitcoin Wallet Standard (WALLETS.md §2.5) and sats-connect (§2.3). */
export const bitcoinWallet: NamespaceWallet = {
  namespace: 'bip122',
  make,
  answers: [
    {
      method: 'bitcoin:connect',
      connectorId: 'standard',
      use: 'connect',
      samples: [{ accounts: standardAccounts() }, { accounts: standardAccounts(two).slice(0, 1) }],
    },
    { method: 'accounts', connectorId: 'standard', use: 'restore', samples: [standardAccounts(), []] },
    {
      method: 'bitcoin:signMessage',
      connectorId: 'standard',
      use: 'sign',
      samples: [[{ signedMessage: new Uint8Array([104, 105]), signature }]],
    },
    {
      method: 'getAddresses',
      connectorId: 'sats',
      use: 'connect',
      samples: [
        { jsonrpc: '2.0', id: '1', result: { addresses: satsAddresses() } },
        { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'User rejected the request' } },
      ],
    },
    {
      method: 'wallet_getAccount',
      connectorId: 'sats',
      use: 'restore',
      samples: [{ jsonrpc: '2.0', id: '1', result: { addresses: satsAddresses(two), walletType: 'software' } }],
    },
    {
      method: 'signMessage',
      connectorId: 'sats',
      use: 'sign',
      samples: [{ jsonrpc: '2.0', id: '1', result: { signature: toBase64(signature), address: one.payment.address } }],
    },
  ],
  events: [
    { event: 'change', connectorId: 'standard', samples: [{ accounts: standardAccounts(two) }, { accounts: [] }] },
    {
      event: 'accountChange',
      connectorId: 'sats',
      samples: [{ addresses: satsAddresses(two) }, { addresses: satsAddresses().reverse() }, { addresses: [] }],
    },
    { event: 'disconnect', connectorId: 'sats', samples: [undefined, {}] },
  ],
  good: bitcoinTestAccounts.flatMap((account) => [account.payment.address, account.ordinals.address]),
  badAddresses: [
    // mainnet's, valid there
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    // testnet's with a broken checksum
    `${one.payment.address.slice(0, -1)}${one.payment.address.endsWith('X') ? 'Y' : 'X'}`,
    `${one.ordinals.address.slice(0, -1)}${one.ordinals.address.endsWith('q') ? 'p' : 'q'}`,
  ],
  mayClear: (event, value) =>
    event === 'disconnect' ||
    (event === 'change'
      ? isEmptyList((value as { accounts?: unknown }).accounts)
      : isEmptyList((value as { addresses?: unknown }).addresses)),
}
