import fc from 'fast-check'
import { bip122Adapter, bitcoinTestnet } from '../../../adapters/bip122/index.js'
import { toBase64 } from '../../../adapters/bip122/walletAnswers.js'
import { cosmosAdapter, cosmosHub } from '../../../adapters/cosmos/index.js'
import { polkadot, polkadotAdapter } from '../../../adapters/polkadot/index.js'
import { encodeBase58 } from '../../../adapters/solana/base58.js'
import { solanaAdapter, solanaMainnet } from '../../../adapters/solana/index.js'
import type { Network } from '../../../kernel/types.js'
import { jsonGarbage } from '../garbage.js'
import { bitcoinWallet } from './bitcoinWallet.js'
import { cosmosWallet } from './cosmosWallet.js'
import type { AnsweredMethod, NamespaceWallet } from './NamespaceWallet.js'
import { polkadotWallet } from './polkadotWallet.js'
import { solanaWallet } from './solanaWallet.js'
import { tryRead } from './tryRead.js'
import { walletConnectStandIn } from './walletConnectStandIn.js'
import type { WalletScript } from './walletScript.js'

const wc = 'walletConnect'
/** A session's namespace entry: its chains and CAIP-10 accounts, as a wallet approves it. */
const approved = (chain: string, addresses: readonly string[]) => ({
  chains: [chain],
  accounts: addresses.map((address) => `${chain}:${address}`),
  methods: [],
  events: [],
})
/** The session answers: the right one, one account, and a huge list (the first right account, then 1,000 more). */
const sessionAnswers = (chain: string, good: readonly string[]): AnsweredMethod[] => {
  const samples = [
    approved(chain, good),
    approved(chain, good.slice(0, 1)),
    approved(chain, [...good.slice(0, 1), ...Array.from({ length: 1_000 }, (_, index) => good[index % good.length]!)]),
  ]
  return [
    { method: 'session', connectorId: wc, use: 'connect', disconnected: true, samples },
    { method: 'session', connectorId: wc, use: 'restore', samples },
  ]
}
/** What else a WalletConnect wallet may put in a session: the namespace's bad addresses, and other chains' accounts. */
const sessionJunk = (wallet: NamespaceWallet, chain: string) =>
  fc.oneof(
    { weight: 4, arbitrary: jsonGarbage },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...wallet.badAddresses,
        ...wallet.badAddresses.map((address) => `${chain}:${address}`),
        `${chain}:`,
        `${chain}:${wallet.good[0]}:extra`,
        'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        `bip122:000000000019d6689c085ae165831e93:${bitcoinWallet.good[0]}`,
        `cosmos:osmosis-1:${cosmosWallet.good[0]}`,
        `polkadot:b0a8d493285c2df73290dfb7e61f870f:${polkadotWallet.good[0]}`,
      ),
    },
  )

/** A namespace's WalletConnect side: its real adapter with only WalletConnect on, over the stand-in client. */
function walletConnectWallet(
  base: NamespaceWallet,
  network: Network,
  adapter: () => Parameters<ReturnType<typeof walletConnectStandIn>['seed']>[0],
  answers: AnsweredMethod[],
): NamespaceWallet {
  const make = (script: WalletScript) => {
    const standIn = walletConnectStandIn(script, base.namespace)
    return { adapter: standIn.seed(adapter()), networks: [network], emit: standIn.emit, reset: standIn.reset }
  }
  return {
    ...base,
    label: `${base.namespace} walletconnect`,
    make,
    answers: [...sessionAnswers(network.caipNetworkId, base.good), ...answers],
    events: [
      {
        event: 'session_update',
        connectorId: wc,
        samples: [
          approved(network.caipNetworkId, [...base.good].reverse()),
          approved(network.caipNetworkId, base.good.slice(1)),
          approved(network.caipNetworkId, []),
        ],
      },
      { event: 'session_delete', connectorId: wc, samples: [{}] },
    ],
    // the session is gone, or its update names no account on the network (or no namespace)
    mayClear: (event, value) =>
      event === 'session_delete' ||
      tryRead(() => {
        const accounts = (value as { accounts?: unknown } | null)?.accounts
        const onNetwork = (account: unknown) =>
          typeof account === 'string' && account.startsWith(`${network.caipNetworkId}:`)
        return !Array.isArray(accounts) || !accounts.some(onNetwork)
      }, true),
    junk: sessionJunk(base, network.caipNetworkId),
  }
}

const signature65 = toBase64(Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 31 : 5)))
const [pay, ord] = bitcoinWallet.good as [string, string]

/** The WalletConnect sessions of the four namespaces (SERVICES.md §6.2) and their sign requests. */
export const walletConnectWallets: NamespaceWallet[] = [
  walletConnectWallet(
    bitcoinWallet,
    bitcoinTestnet,
    () => bip122Adapter({ walletStandard: false, satsConnect: false }),
    [
      {
        method: 'getAccountAddresses',
        connectorId: wc,
        use: 'connect',
        disconnected: true,
        samples: [
          [
            { address: pay, publicKey: `02${'ab'.repeat(32)}`, purpose: 'payment' },
            { address: ord, intention: 'ordinal' },
          ],
        ],
      },
      { method: 'signMessage', connectorId: wc, use: 'sign', samples: [{ signature: signature65, address: pay }] },
    ],
  ),
  walletConnectWallet(
    solanaWallet,
    solanaMainnet,
    () => solanaAdapter({ injected: false, walletStandard: false, auth: false }),
    [
      {
        method: 'solana_signMessage',
        connectorId: wc,
        use: 'sign',
        samples: [{ signature: encodeBase58(new Uint8Array(64).fill(9)) }],
      },
    ],
  ),
  walletConnectWallet(polkadotWallet, polkadot, () => polkadotAdapter({ injected: false }), [
    {
      method: 'polkadot_signMessage',
      connectorId: wc,
      use: 'sign',
      samples: [{ id: 1, signature: `0x01${'ab'.repeat(64)}` }],
    },
  ]),
  walletConnectWallet(cosmosWallet, cosmosHub, () => cosmosAdapter({ injected: false }), [
    {
      method: 'cosmos_getAccounts',
      connectorId: wc,
      use: 'connect',
      disconnected: true,
      samples: [[{ address: cosmosWallet.good[0], pubkey: btoa('\u0002'.repeat(33)), algo: 'secp256k1' }]],
    },
    {
      method: 'cosmos_signAmino',
      connectorId: wc,
      use: 'sign',
      samples: [
        {
          signature: {
            pub_key: { type: 'tendermint/PubKeySecp256k1', value: btoa('\u0002'.repeat(33)) },
            signature: btoa('\u0007'.repeat(64)),
          },
        },
      ],
    },
  ]),
]
