import { hexId, seededRandom, uuidId } from './hashes.js'
import { type DirectoryWallet, testWallets } from './testWallets.js'

const prefixes =
  'Aurora Basalt Cobalt Delta Ember Fjord Granite Harbor Iris Juniper Kestrel Lumen Meridian Nimbus Onyx Prism Quartz Rune Sable Tundra Umber Vesper Willow Xenon Yarrow Zephyr'.split(
    ' ',
  )
const suffixes =
  'Wallet Vault Pay Keys Safe Pocket Purse Link Hub One Pass Box Nest Port Gate Wave Core Mint Dock Sphere Point Base Loop Stack'.split(
    ' ',
  )

/** Networks the generated wallets claim, the world's first and a few others. */
const chainOdds: [string, number][] = [
  ['eip155:1', 0.85],
  ['eip155:42161', 0.55],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 0.3],
  ['eip155:137', 0.4],
  ['eip155:10', 0.3],
  ['eip155:8453', 0.35],
  ['bip122:000000000019d6689c085ae165831e93', 0.1],
]

/**
 * The wallet directory: the test wallets, then `count` deterministic wallets (seeded names, 64-hex ids,
 * image ids, chains, links, about a quarter certified). At most 624 distinct generated names.
 */
export function createWalletDirectory(count = 600, seed = 20_240_601): DirectoryWallet[] {
  const random = seededRandom(seed)
  const chance = (odds: number) => random() < odds
  const names = prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix} ${suffix}`))
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[names[i], names[j]] = [names[j]!, names[i]!]
  }
  const generated = names.slice(0, count).map((name, index): DirectoryWallet => {
    const slug = name.toLowerCase().replace(/\s+/g, '')
    const id = hexId(`foyer-wallet:${name}`)
    const chains = chainOdds.filter(([, odds]) => chance(odds)).map(([chain]) => chain)
    const rdns = chance(0.35) ? `example.${slug}` : null
    return {
      id,
      name,
      badge_type: chance(0.25) ? 'certified' : 'none',
      description: `${name} keeps your keys on your device.`,
      chains: chains.length > 0 ? chains : ['eip155:1'],
      homepage: `https://${slug}.example`,
      image_id: uuidId(`image:${id}`),
      order: index + 10,
      mobile_link: chance(0.8) ? `${slug}://` : null,
      desktop_link: chance(0.3) ? `${slug}-desktop://` : null,
      webapp_link: chance(0.2) ? `https://app.${slug}.example` : null,
      app_store: chance(0.7) ? `https://apps.apple.com/app/${slug}/id${1_000_000 + index}` : null,
      play_store: chance(0.7) ? `https://play.google.com/store/apps/details?id=example.${slug}` : null,
      chrome_store: rdns && chance(0.6) ? `https://chromewebstore.google.com/detail/${slug}` : null,
      rdns,
      injected: rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null,
      supports_wc: chance(0.9),
      supports_wcpay: false,
      link_mode: null,
    }
  })
  return [...testWallets, ...generated]
}
