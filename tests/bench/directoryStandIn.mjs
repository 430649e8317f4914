// The directory the bench apps ask (`/world/directory/*` on the bench server): a page of GET /getWallets and each
// wallet's image, as the world's directory answers them (SERVICES.md §2.1), from a fixed list. With it the first
// visit draws directory rows and stores them, so a returning visitor's list comes from storage (DESIGN.md's
// "returning visitor": the code in the HTTP cache, the directory in storage). Its query is read and answered by the
// world's own directory rules (queryWallets.ts, TypeScript, loaded through tsx).

import { tsImport } from 'tsx/esm/api'

const { queryWallets, walletsQuery } = await tsImport(
  '../../playground/world/api/directory/queryWallets.ts',
  import.meta.url,
)

const names = ['Bench Wallet', 'Bench Wallet Two', 'Bench Wallet Three', 'Bench Wallet Four', 'Bench Wallet Five']

export const benchWallets = names.map((name, index) => {
  const id = (index + 1).toString(16).padStart(64, 'b')
  return {
    id,
    name,
    badge_type: 'certified',
    chains: ['eip155:31337', 'eip155:1'],
    homepage: 'https://foyer.dev/testing',
    image_id: `00000000-0000-4000-8000-${(index + 1).toString().padStart(12, '0')}`,
    order: index + 1,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: `dev.foyer.bench${index + 1}`,
    injected: [{ namespace: 'eip155', injected_id: `dev.foyer.bench${index + 1}` }],
    supports_wc: true,
  }
})

const image =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3b82f6"/></svg>'

/**
 * The answer to `/world/directory/<rest>` (`parts`: the path after `directory`, `search`: its query), or undefined
 * for a path the directory does not serve (a query the world's directory refuses too: the bench server's 404).
 */
export function directoryAnswer(parts, search) {
  if (parts[0] === 'getWalletImage' && parts.length === 2) return { type: 'image/svg+xml', body: image }
  if (parts[0] !== 'getWallets' || parts.length !== 1) return undefined
  const query = walletsQuery.safeParse(Object.fromEntries(new URLSearchParams(search)))
  if (!query.success) return undefined
  return { type: 'application/json', body: JSON.stringify(queryWallets(benchWallets, query.data)) }
}
