import type { Foyer } from 'foyer'
import { rpcUrl } from 'foyer/kit'
import type { Account, Chain, CustomTransport, WalletClient } from 'viem'
import { createEip1193Provider } from './createEip1193Provider.js'

/**
 * A viem wallet client over the active eip155 connection (through Foyer's EIP-1193 provider, so the
 * RPC gating applies). viem loads with it.
 */
export async function getWalletClient(
  foyer: Foyer,
): Promise<WalletClient<CustomTransport, Chain | undefined, Account | undefined>> {
  const { createWalletClient, custom } = await import('./viemWalletClient.js')
  const kernel = await foyer.ready()
  const network = kernel.networks.active('eip155')
  const address = foyer.getState().chains.eip155?.accountState.address as `0x${string}` | undefined
  return createWalletClient({
    account: address,
    chain: network
      ? {
          id: Number(network.id),
          name: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: { default: { http: [rpcUrl(network, kernel.options)] } },
        }
      : undefined,
    transport: custom(createEip1193Provider(foyer)),
  })
}
