import type { AdapterContext, Connector } from 'foyer'
import type { Eip155AdapterOptions } from '../Eip155AdapterOptions.js'
import type { Eip1193Provider } from '../Eip1193Provider.js'
import { findSafe } from './findSafe.js'

/**
 * The Safe framing the page (findSafe.ts), as the adapter's connector. It connects on open once: as soon as it is
 * first asked for its accounts (the Connect view connecting it, or a restore), whatever comes of it, its connector is
 * published without `autoConnect`, so after a failure or a disconnect the Safe is a row to click like any other.
 */
export async function framingSafe(context: AdapterContext, option: Eip155AdapterOptions['safe']) {
  const found = await findSafe(typeof option === 'object' ? option : {}, (error) =>
    context.logger.warn('the framing page answered as no Safe', error),
  )
  if (!found) return undefined
  const { connector, provider } = found
  const withoutAutoConnect = ({ autoConnect: _, ...rest }: Connector) => rest
  const request: Eip1193Provider['request'] = (args) => {
    if (connector.autoConnect && (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts')) {
      delete connector.autoConnect
      const published = context.store.getState().connectors.filter((known) => known.chain === 'eip155')
      context.setConnectors(published.map((known) => (known.id === connector.id ? withoutAutoConnect(known) : known)))
    }
    return provider.request(args)
  }
  return { connector, provider: { request } }
}
