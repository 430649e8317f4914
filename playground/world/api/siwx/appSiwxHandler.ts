import { createSiwxHandler } from '../../../../plugins/siwx/server/createSiwxHandler.js'
import { createSiwxServer } from '../../../../plugins/siwx/server/createSiwxServer.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../../bitcoin/regtest.js'
import { COSMOS_LOCAL_CAIP_NETWORK_ID } from '../../cosmos/cosmosLocalChain.js'
import { POLKADOT_DEV_CAIP_NETWORK_ID } from '../../polkadot/polkadotDevChain.js'
import type { ApiChains } from '../chain/createChainAccess.js'

/** Where the world's app server answers sign-in (`serverSiwx({ url: `${urls.api}${appSiwxPath}` })`). */
export const appSiwxPath = '/app/siwx'

/** A page of this machine: the playground and the browser tests, on any port. */
const isLocalHost = (host: string) => /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host)

/**
 * The app's server of the playground's server mode: `foyer/siwx`'s handler, mounted as an app would mount it,
 * verifying against the world's chains (a smart account's signature through its chain, ERC-1271/6492), Solana,
 * the Bitcoin regtest chain (BIP-322), and the Polkadot and Cosmos dev chains (@polkadot/util-crypto; ADR-36).
 */
export function appSiwxHandler(chains: ApiChains, extraNetworks: readonly { caipNetworkId: string }[] = []) {
  // Each anvil chain's RPC URL: how the handler reaches the chain of a smart account's message.
  const rpcUrls = Object.fromEntries(chains.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))
  const server = createSiwxServer({
    domain: isLocalHost,
    chainIds: [
      ...Object.keys(rpcUrls),
      ...extraNetworks.map((network) => network.caipNetworkId),
      BITCOIN_REGTEST_CAIP_NETWORK_ID,
      POLKADOT_DEV_CAIP_NETWORK_ID,
      COSMOS_LOCAL_CAIP_NETWORK_ID,
    ],
    rpcUrls,
  })
  return createSiwxHandler({
    server,
    path: appSiwxPath,
    allowOrigin: (origin) => isLocalHost(new URL(origin).host),
  })
}
