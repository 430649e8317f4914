import type { AdapterContext } from 'foyer'
import { assetImageUrl, importPackage, loadAgain } from 'foyer/kit'
import type { CoinbaseConnector, CoinbaseSettings } from './CoinbaseSettings.js'
import type { CoinbaseProvider } from './createCoinbaseProvider.js'
import type { DiscoveredProvider } from './discoverConnectors.js'

/** AppKit's id of the Coinbase SDK connector, its wallet directory id and its asset image id. */
export const coinbaseConnectorId = 'coinbaseWalletSDK'
const coinbaseExplorerId = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
const coinbaseImageId = '0c2840c3-5b04-4c44-9661-fbd4b49e1800'

/**
 * The Coinbase connector of eip155 (type EXTERNAL, SPEC §4's Coinbase kind), for `eip155Adapter({ coinbase:
 * coinbaseConnector(settings) })`: a row in Connect with the directory's name and image. Only an app that imports it
 * (`foyer/adapters/eip155/coinbase`) has Coinbase's SDK (`@coinbase/wallet-sdk`, an optional peer) among its chunks,
 * and the SDK loads only when the visitor chooses Coinbase (or a past Coinbase connection is restored); a failed load
 * is tried again, from a fresh URL, on the next choice.
 */
export function coinbaseConnector(settings: CoinbaseSettings = {}): CoinbaseConnector {
  return (context) => connectorOf(context, settings)
}

function connectorOf(context: AdapterContext, settings: CoinbaseSettings): DiscoveredProvider {
  const { options } = context
  // The directory's image URL, with the query every directory call carries (SERVICES.md §2.2).
  const directoryUrl = (path: string) => {
    const url = new URL(`${options.urls.directory.replace(/\/+$/, '')}${path}`)
    const query = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
    for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value)
    return url.href
  }
  let failures = 0
  let provider: CoinbaseProvider | undefined
  return {
    connector: {
      id: coinbaseConnectorId,
      type: 'EXTERNAL',
      name: 'Coinbase Wallet',
      explorerId: coinbaseExplorerId,
      imageId: coinbaseImageId,
      imageUrl: assetImageUrl({ api: { directory: { url: directoryUrl } } }, coinbaseImageId),
    },
    provider: () =>
      importPackage('@coinbase/wallet-sdk', () =>
        loadAgain(() => import('./createCoinbaseProvider.js'), failures),
      ).then(
        ({ createCoinbaseProvider }) => (provider = createCoinbaseProvider(context, settings)),
        (error: unknown) => {
          failures++
          throw error
        },
      ),
    // Forgets the SDK's session (its keys and accounts), so the next choice asks the popup again.
    end: async () => provider?.disconnect(),
  }
}
