import type { Network } from 'foyer'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from './rules/siwxMessage.js'
import type { SiwxConfig } from './SiwxConfig.js'

/** AppKit's default nonce (SERVICES.md §4.1): an 8-digit, zero-padded random number. */
export const randomNonce = () =>
  String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 100_000_000).padStart(8, '0')

export interface BuildSiwxMessageParameters {
  config: SiwxConfig
  address: string
  network: Pick<Network, 'caipNetworkId' | 'name'>
  now: number
  /** The page: `host` is the domain, `href` the URI (SERVICES.md §4.1's defaults). */
  location: Pick<Location, 'host' | 'href'>
}

/** The fields and text of the message the wallet signs (SPEC §3), with the app's nonce when it has a server. */
export async function buildSiwxMessage({ config, address, network, now, location }: BuildSiwxMessageParameters) {
  const nonce = config.getNonce ? await config.getNonce() : randomNonce()
  const data: SiwxMessageData = {
    domain: location.host,
    accountAddress: address,
    statement: config.statement,
    uri: location.href,
    version: '1',
    chainId: network.caipNetworkId,
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: config.expiresInSeconds ? new Date(now + config.expiresInSeconds * 1000).toISOString() : undefined,
  }
  for (const key of Object.keys(data) as (keyof SiwxMessageData)[]) if (data[key] === undefined) delete data[key]
  return { data, message: formatSiwxMessage(data, messageFormatFor(data.chainId, network.name)) }
}
