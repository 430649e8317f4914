import type { Namespace } from '../types.js'

/** A namespace as the modal names it to the visitor (SwitchActiveChain, ProfileWallets, the network list). */
export const namespaceNames: Readonly<Record<Namespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}
