import { createCoinbaseWalletSDK } from '@coinbase/wallet-sdk'
import type { AdapterContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { CoinbaseSettings } from './CoinbaseSettings.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

/**
 * Coinbase's SDK provider (its code is this module's, loaded on demand): the app's name, logo and networks go to
 * Coinbase's popup, which the SDK opens for each approval at `settings.keysUrl` (Coinbase's page by default).
 * A `keysUrl` that is not an http(s) URL is refused before anything is made.
 */
export function createCoinbaseProvider(
  context: Pick<AdapterContext, 'options' | 'networks'>,
  settings: CoinbaseSettings,
) {
  if (settings.keysUrl !== undefined && !isHttpUrl(settings.keysUrl))
    throw foyerError('INVALID_OPTIONS', undefined, {
      details: `coinbase.keysUrl must be an http(s) URL, not ${JSON.stringify(settings.keysUrl)}`,
    })
  const { metadata } = context.options
  const sdk = createCoinbaseWalletSDK({
    appName: metadata?.name ?? 'Dapp',
    appLogoUrl: metadata?.icons[0] ?? null,
    appChainIds: context.networks.map((network) => Number(network.id)),
    preference: {
      options: settings.options ?? 'all',
      ...(settings.keysUrl === undefined ? {} : { keysUrl: settings.keysUrl }),
    },
  })
  const sdkProvider = sdk.getProvider()
  return {
    request: (args: { method: string; params?: unknown }) =>
      sdkProvider.request(args as Parameters<typeof sdkProvider.request>[0]),
    on: (event: string, listener: (...args: any[]) => void) => sdkProvider.on(event as 'connect', listener),
    removeListener: (event: string, listener: (...args: any[]) => void) =>
      sdkProvider.removeListener(event as 'connect', listener),
    /** Ends the SDK's session (its keys and accounts), so the next connect asks the popup again. */
    disconnect: () => sdkProvider.disconnect(),
  } satisfies Eip1193Provider & Record<string, unknown>
}

export type CoinbaseProvider = ReturnType<typeof createCoinbaseProvider>
