import { solanaAdapter, solanaMainnet } from '../../../adapters/solana/index.js'
import { encodeBase58 } from '../../../adapters/solana/base58.js'
import { solanaTestAccounts } from '../../../playground/world/solana/solanaTestAccounts.js'
import type { NamespaceWallet } from './NamespaceWallet.js'
import { tryRead } from './tryRead.js'
import type { WalletScript } from './walletScript.js'

type Listener = (value: unknown) => void

const [first, second] = solanaTestAccounts.map((account) => account.address) as [string, string]
const account = (address: string) => ({
  address,
  publicKey: new Uint8Array(32).fill(7),
  chains: ['solana:mainnet'],
  features: ['solana:signMessage'],
})
const signature = new Uint8Array(64).fill(9)

/**
 * Two Solana wallets as an app's connectors: a Wallet Standard wallet ('standard') and a Phantom-style provider
 * ('legacy'), each answering from the script; their change events are sent by hand.
 */
function make(script: WalletScript) {
  const listeners = new Map<string, Set<Listener>>()
  const on = (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(listener)
    return () => listeners.get(event)?.delete(listener)
  }
  let accounts: unknown = [account(first)]
  const standard = {
    version: '1.0.0',
    name: 'Fuzz Standard',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:mainnet'],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const answer = await script.answer(input?.silent ? 'standard:connect (silent)' : 'standard:connect')
          accounts = (answer as { accounts?: unknown } | undefined)?.accounts ?? accounts
          return answer
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: Listener) => on(`standard:${event}`, listener),
      },
      'solana:signMessage': { version: '1.0.0', signMessage: () => script.answer('solana:signMessage') },
      'solana:signTransaction': {
        version: '1.0.0',
        signTransaction: () => script.answer('solana:signTransaction'),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: () => script.answer('solana:signAndSendTransaction'),
      },
    },
  }
  const legacy = {
    connect: () => script.answer('connect'),
    disconnect: async () => undefined,
    signMessage: () => script.answer('signMessage'),
    signTransaction: () => script.answer('signTransaction'),
    signAndSendTransaction: () => script.answer('signAndSendTransaction'),
    on: (event: string, listener: Listener) => on(`legacy:${event}`, listener),
    off: (event: string, listener: Listener) => listeners.get(`legacy:${event}`)?.delete(listener),
  }
  return {
    adapter: solanaAdapter({
      injected: false,
      walletStandard: false,
      walletConnect: false,
      auth: false,
      connectors: [
        { id: 'standard', name: 'Fuzz Standard', getWallet: () => standard as never },
        { id: 'legacy', name: 'Fuzz Legacy', getWallet: () => legacy as never },
      ],
    }),
    networks: [solanaMainnet],
    emit(event: string, value: unknown) {
      // the wallet's own list follows the event (a value that throws when read leaves it as it was)
      if (event === 'change')
        accounts = tryRead(() => (value as { accounts?: unknown })?.accounts, accounts) ?? accounts
      for (const listener of listeners.get(event === 'change' ? 'standard:change' : `legacy:${event}`) ?? [])
        listener(value)
    },
  }
}

/** Solana's wallets: Wallet Standard (WALLETS.md §1) and a legacy `window.solana` provider (§1.5). */
export const solanaWallet: NamespaceWallet = {
  namespace: 'solana',
  make,
  answers: [
    {
      method: 'standard:connect',
      connectorId: 'standard',
      use: 'connect',
      samples: [{ accounts: [account(first)] }, { accounts: [account(second), account(first)] }],
    },
    {
      method: 'standard:connect (silent)',
      connectorId: 'standard',
      use: 'restore',
      samples: [{ accounts: [account(first)] }, { accounts: [] }],
    },
    {
      method: 'solana:signMessage',
      connectorId: 'standard',
      use: 'sign',
      samples: [[{ signedMessage: new Uint8Array([104, 105]), signature }]],
    },
    {
      method: 'connect',
      connectorId: 'legacy',
      use: 'connect',
      samples: [{ publicKey: first }, { publicKey: second }],
    },
    { method: 'signMessage', connectorId: 'legacy', use: 'sign', samples: [{ signature, publicKey: first }] },
  ],
  events: [
    {
      event: 'change',
      connectorId: 'standard',
      samples: [{ accounts: [account(second)] }, { accounts: [account(second), account(first)] }, { accounts: [] }],
    },
    { event: 'accountChanged', connectorId: 'legacy', samples: [second, first, null] },
  ],
  good: [first, second],
  badAddresses: [encodeBase58(new Uint8Array(31).fill(3)), encodeBase58(new Uint8Array(33).fill(3)), `${first}1`],
  mayClear: (event, value, thrown) =>
    !thrown &&
    (event === 'change'
      ? Array.isArray((value as { accounts?: unknown })?.accounts) && (value as { accounts: [] }).accounts.length === 0
      : !value),
}
