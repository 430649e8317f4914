import { describe, expect, test } from 'vitest'
import { createHttpClient } from '../http/createHttpClient.js'
import { assetImageUrl, currencyImageUrl, tokenImageUrl } from './assetImageUrl.js'
import { networkImageUrl } from './networkImageUrl.js'

const context = {
  api: {
    directory: createHttpClient({
      baseUrl: 'https://directory.test/',
      projectId: 'p1',
      sdkType: 'foyer',
      sdkVersion: 'react-foyer-0.1.0',
    }),
  },
}
const query = '?projectId=p1&st=foyer&sv=react-foyer-0.1.0'
const ethereum = { chainNamespace: 'eip155' as const }

describe('the image routes of SERVICES.md §2.2', () => {
  test('asset, currency and token images come from their public routes with the project query', () => {
    expect(assetImageUrl(context, 'abc-1')).toBe(`https://directory.test/public/getAssetImage/abc-1${query}`)
    expect(currencyImageUrl(context, 'EUR')).toBe(`https://directory.test/public/getCurrencyImage/EUR${query}`)
    expect(tokenImageUrl(context, 'USDC')).toBe(`https://directory.test/public/getTokenImage/USDC${query}`)
  })

  test('a key is one path segment, whatever it holds', () => {
    expect(tokenImageUrl(context, '../x?y')).toBe(`https://directory.test/public/getTokenImage/..%2Fx%3Fy${query}`)
  })
})

describe("a network's image", () => {
  test('is its own imageUrl first', () => {
    const network = { ...ethereum, imageUrl: 'https://app.test/eth.png', assets: { imageId: 'id-1' } }
    expect(networkImageUrl(context, network)).toBe('https://app.test/eth.png')
  })

  test("is then AppKit's assets.imageUrl, then assets.imageId from the asset route", () => {
    expect(networkImageUrl(context, { ...ethereum, assets: { imageUrl: '/arb.svg', imageId: 'id-1' } })).toBe(
      '/arb.svg',
    )
    expect(networkImageUrl(context, { ...ethereum, assets: { imageId: 'id-1' } })).toBe(
      `https://directory.test/public/getAssetImage/id-1${query}`,
    )
  })

  test("is its namespace's image without one of its own; none for a namespace without an image", () => {
    const image = (chainNamespace: 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos') =>
      networkImageUrl(context, { chainNamespace, imageUrl: '', assets: {} })
    expect(image('eip155')).toBe(
      `https://directory.test/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900${query}`,
    )
    expect(image('solana')).toBe(
      `https://directory.test/public/getAssetImage/3e8119e5-2a6f-4818-c50c-1937011d5900${query}`,
    )
    expect(image('bip122')).toBe(
      `https://directory.test/public/getAssetImage/0b4838db-0161-4ffe-022d-532bf03dba00${query}`,
    )
    expect(image('polkadot')).toBeUndefined()
    expect(image('cosmos')).toBeUndefined()
  })
})
