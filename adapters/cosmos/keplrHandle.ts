import { callWallet } from './callWallet.js'
import type { CosmosWalletHandle, KeplrProvider } from './CosmosWallet.js'

/** Chains Keplr knows out of the box: others are suggested (added) before they are enabled. */
const builtIn = new Set(['cosmoshub-4', 'osmosis-1', 'juno-1', 'stargaze-1', 'akashnet-2'])

/**
 * A Keplr-style provider as a wallet handle (WALLETS.md §4): connect suggests a chain the wallet may not know,
 * enables it (the wallet's prompt) and reads the key; messages are signed by `signArbitrary` (ADR-36); a key
 * switch is the `keplr_keystorechange` event on `events` (the window).
 */
export function keplrHandle(
  keplr: KeplrProvider,
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
) {
  const handle: CosmosWalletHandle = {
    provider: keplr,
    async connect(chain) {
      if (!builtIn.has(chain.chainId) && keplr.experimentalSuggestChain) {
        await callWallet('experimentalSuggestChain', () => keplr.experimentalSuggestChain!({ ...chain }))
      }
      await callWallet('enable', () => keplr.enable(chain.chainId))
      return callWallet('getKey', () => keplr.getKey(chain.chainId))
    },
    key: (chainId) => callWallet('getKey', () => keplr.getKey(chainId)),
    async disconnect() {
      // Keplr's disable forgets the site's permission; wallets without it stay enabled until the visitor removes it.
      if (keplr.disable) await callWallet('disable', () => keplr.disable!()).catch(() => undefined)
    },
    signArbitrary: (chainId, signer, message) =>
      callWallet('signArbitrary', () => keplr.signArbitrary(chainId, signer, message)),
    onKeyChanged(listener) {
      if (!events) return () => undefined
      events.addEventListener('keplr_keystorechange', listener)
      return () => events.removeEventListener('keplr_keystorechange', listener)
    },
  }
  return handle
}
