import type { AdapterContext } from 'foyer'
import { expect, test } from 'vitest'
import { coinbaseConnector } from './coinbaseConnector.js'

const context = {
  options: { urls: { directory: 'http://127.0.0.1:4100/' }, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-1' },
  networks: [],
} as unknown as AdapterContext

test("the Coinbase connector is the directory's Coinbase Wallet, its image from the asset image endpoint", () => {
  expect(coinbaseConnector({ keysUrl: 'http://127.0.0.1:4400/connect' })(context).connector).toEqual({
    id: 'coinbaseWalletSDK',
    type: 'EXTERNAL',
    name: 'Coinbase Wallet',
    explorerId: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    imageId: '0c2840c3-5b04-4c44-9661-fbd4b49e1800',
    imageUrl:
      'http://127.0.0.1:4100/public/getAssetImage/0c2840c3-5b04-4c44-9661-fbd4b49e1800?projectId=p1&st=appkit&sv=html-1',
  })
})
