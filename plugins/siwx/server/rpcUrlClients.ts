import { FoyerError } from 'foyer'
import { createPublicClient, http, type PublicClient } from 'viem'

/** A CAIP-2 eip155 chain id (`eip155:1`). */
const eip155ChainId = /^eip155:[1-9][0-9]{0,15}$/

const invalid = (details: string) =>
  new FoyerError('Invalid options', { code: 'INVALID_OPTIONS', details: `createSiwxServer's rpcUrls: ${details}` })

/**
 * A viem public client per eip155 chain from `rpcUrls` (`{ 'eip155:1': 'https://…' }`), made when a message of that
 * chain first needs one; undefined for a chain without a URL. A key that is not an eip155 CAIP-2 chain id, or a URL
 * that is not http(s), is INVALID_OPTIONS when the server is made.
 */
export function rpcUrlClients(
  rpcUrls: Readonly<Record<string, string>>,
): (chainId: string) => PublicClient | undefined {
  for (const [chainId, url] of Object.entries(rpcUrls)) {
    if (!eip155ChainId.test(chainId)) throw invalid(`${chainId} is not an eip155 CAIP-2 chain id (eip155:1)`)
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw invalid(`the URL of ${chainId} is not an http(s) URL`)
  }
  const clients = new Map<string, PublicClient>()
  return (chainId) => {
    const url = Object.hasOwn(rpcUrls, chainId) ? rpcUrls[chainId] : undefined
    if (!url) return undefined
    const known = clients.get(chainId)
    if (known) return known
    const client = createPublicClient({ transport: http(url) })
    clients.set(chainId, client)
    return client
  }
}
