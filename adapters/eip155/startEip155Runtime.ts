import type { AdapterContext } from 'foyer'
import type { Eip155AdapterOptions } from './index.js'
import { createEip155Runtime } from './createEip155Runtime.js'

/**
 * Makes the eip155 adapter's runtime from the app's options, with their defaults. The Coinbase connector's module
 * loads here only when the app asked for it, so an app without Coinbase fetches none of it.
 */
export async function startEip155Runtime(context: AdapterContext, options: Eip155AdapterOptions) {
  const coinbase = options.coinbase
    ? (await import('./coinbaseConnector.js')).coinbaseConnector(
        context,
        options.coinbase === true ? {} : options.coinbase,
      )
    : undefined
  return createEip155Runtime(
    context,
    { injected: options.injected ?? true, eip6963: options.eip6963 ?? true, external: options.connectors ?? [] },
    options.walletConnect,
    options.auth ?? true,
    coinbase,
  )
}
