import { allWalletsPageSize, fetchWallets, walletImageUrl } from '../../../plugins/connect/directory.js'
import { walletLinks } from '../../../plugins/connect/rules/walletLinks.js'
import type { GetWalletsResponse } from '../../../plugins/connect/schemas.js'
import { FoyerError } from '../../../kernel/errors/FoyerError.js'
import { accepted, type Boundary, refused } from '../Boundary.js'
import { jsonGarbage, shapedLike } from '../garbage.js'
import { httpFixture, isRefusedAnswer } from '../httpFixture.js'

const wallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  badge_type: 'certified',
  chains: ['eip155:1'],
  homepage: 'https://metamask.io',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  order: 10,
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: 'https://portfolio.metamask.io',
  app_store: 'https://apps.apple.com/app/metamask',
  play_store: null,
  chrome_store: 'https://chrome.google.com/webstore/detail/metamask',
  rdns: 'io.metamask',
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  supports_wc: true,
  link_mode: 'https://metamask.app.link/wc',
}
const samples = [
  { data: [wallet, { id: 'b', name: 'Bare' }], count: 2 },
  { data: [], count: 0 },
]
const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`

/**
 * Wallet directory pages (GET /getWallets) through the connect plugin's fetchWallets: a page is parsed, then each
 * entry's links and image are built; a refused page is INVALID_RESPONSE and the next good page parses.
 */
export function directoryBoundary(): Boundary<string> {
  const http = httpFixture()
  const context = {
    api: { directory: http.client },
    networks: { all: () => [{ caipNetworkId: 'eip155:1' }] },
  } as unknown as Parameters<typeof fetchWallets>[0]
  const query = { page: 1, entries: allWalletsPageSize }
  return {
    name: 'directory entries',
    input: shapedLike(samples, jsonGarbage).map((value) => JSON.stringify(value) ?? ''),
    async check(text) {
      http.answer(text)
      let page: GetWalletsResponse
      try {
        page = await fetchWallets(context, query)
      } catch (error) {
        if (!isRefusedAnswer(error)) throw error
        http.answer(JSON.stringify(samples[0]))
        return refused(
          await fetchWallets(context, query).then(
            () => undefined,
            () => 'the next page',
          ),
        )
      }
      try {
        for (const entry of page.data) {
          walletLinks(entry, uri)
          walletImageUrl(context, entry)
        }
      } catch (error) {
        if (!(error instanceof FoyerError)) throw error
        return refused()
      }
      return accepted
    },
  }
}
