import { bech32 } from '@scure/base'
import { cosmosAdapter, cosmosHub } from '../../../adapters/cosmos/index.js'
import { cosmosTestAccounts } from '../../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import type { NamespaceWallet } from './NamespaceWallet.js'
import { tryRead } from './tryRead.js'
import type { WalletScript } from './walletScript.js'

const [first, second] = cosmosTestAccounts.map((account) => account.address) as [string, string]
const withPrefix = (address: string, prefix: string) => bech32.encode(prefix, bech32.decode(address as never).words)
const key = (bech32Address: string) => ({
  name: 'Fuzz',
  algo: 'secp256k1',
  pubKey: new Uint8Array(33).fill(2),
  address: new Uint8Array(20).fill(1),
  bech32Address,
  isNanoLedger: false,
})
const base64 = (length: number) => btoa(String.fromCharCode(...new Uint8Array(length).fill(7)))

/**
 * A Keplr-style provider as an app's connector, answering from the script. Its key switch is Keplr's
 * `keplr_keystorechange` on `window` (an EventTarget while the adapter is set up): the event's value is what
 * `getKey` answers next.
 */
function make(script: WalletScript) {
  const page = new EventTarget()
  let afterChange: { value: unknown } | undefined
  const keplr = {
    enable: () => script.answer('enable'),
    getKey: () => {
      if (!afterChange) return script.answer('getKey')
      const { value } = afterChange
      afterChange = undefined
      return Promise.resolve(value)
    },
    signArbitrary: () => script.answer('signArbitrary'),
  }
  return {
    adapter: cosmosAdapter({
      injected: false,
      walletConnect: false,
      connectors: [{ id: 'keplr', name: 'Fuzz Keplr', getProvider: () => keplr as never }],
    }),
    networks: [cosmosHub],
    page,
    emit(_event: string, value: unknown) {
      afterChange = { value }
      page.dispatchEvent(new Event('keplr_keystorechange'))
    },
  }
}

/** Cosmos's wallets: Keplr's `window.keplr` and those shaped like it (WALLETS.md §4). */
export const cosmosWallet: NamespaceWallet = {
  namespace: 'cosmos',
  make,
  answers: [
    { method: 'enable', connectorId: 'keplr', use: 'connect', samples: [undefined, null] },
    { method: 'getKey', connectorId: 'keplr', use: 'connect', samples: [key(first), key(second)] },
    {
      method: 'signArbitrary',
      connectorId: 'keplr',
      use: 'sign',
      samples: [{ pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64(33) }, signature: base64(64) }],
    },
  ],
  events: [{ event: 'keplr_keystorechange', connectorId: 'keplr', samples: [key(second), key(first), null] }],
  good: [first, second],
  badAddresses: [
    // the same key on another chain (Osmosis), a valid bech32 address of the wrong prefix
    withPrefix(first, 'osmo'),
    withPrefix(second, 'juno'),
    // the checksum broken
    `${first.slice(0, -1)}${first.endsWith('q') ? 'p' : 'q'}`,
  ],
  // no key ends the connection, and so does a key the wallet's promise cannot resolve with (its `then` throws
  // when read, as a revoked proxy's does): the wallet failed to answer
  mayClear: (_event, value) =>
    !value ||
    tryRead(() => {
      void (value as { then?: unknown }).then
      return false
    }, true),
}
