import type { Connection } from '@solana/web3.js'
import { fetchWithin } from 'foyer/kit'
import { loadWeb3 } from './loadWeb3.js'

/**
 * A web3.js Connection to a Solana RPC URL at 'confirmed', each of its requests bounded by the kit's request
 * timeout (10 s): a node that never answers fails the read or send (its cause REQUEST_TIMEOUT) instead of holding it.
 */
export async function openConnection(url: string): Promise<Connection> {
  const { Connection } = await loadWeb3()
  return new Connection(url, { commitment: 'confirmed', fetch: fetchWithin() })
}
