import { createFoyer, type FoyerOptions } from '../../../kernel/index.js'
import { FoyerError } from '../../../kernel/errors/FoyerError.js'
import { parseOptions } from '../../../kernel/options/parseOptions.js'
import { accepted, type Boundary, refused, snapshot } from '../Boundary.js'
import { shapedLike } from '../garbage.js'

const network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
}

const samples = [
  {},
  { projectId: 'p', networks: [network], defaultNetwork: network, themeMode: 'dark' },
  {
    projectId: 'p',
    metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: ['https://app.example/i.png'] },
    features: {
      swaps: ['1inch'],
      onramp: true,
      socials: ['google', 'x'],
      connectorTypeOrder: ['injected', 'walletConnect'],
    },
    urls: { api: 'https://api.example', relay: 'wss://relay.example' },
    tokens: { 'eip155:1': { address: '0x0000000000000000000000000000000000000001' } },
    themeVariables: { '--w3m-accent': '#123456', '--w3m-z-index': 10 },
    featuredWalletIds: ['a'],
    defaultAccountTypes: { eip155: 'smartAccount' },
    logLevel: 'warn',
    storagePrefix: 'app',
  },
  { siweConfig: {}, siwx: {} },
]

/** The options a developer passes to createFoyer: a refused set throws a FoyerError before anything is created. */
export function optionsBoundary(): Boundary {
  let requests = 0
  const fetch = (async () => {
    requests++
    return new Response('{}', { status: 404 })
  }) as typeof globalThis.fetch
  return {
    name: 'options',
    input: shapedLike(samples).filter((value) => value !== null && typeof value === 'object'),
    async check(input) {
      try {
        parseOptions(input)
        return accepted
      } catch (error) {
        if (!(error instanceof FoyerError)) throw error
      }
      // Refused: the same options through createFoyer must fail with a FoyerError and create nothing.
      let foyer: ReturnType<typeof createFoyer>
      try {
        foyer = createFoyer(input as FoyerOptions, { fetch })
      } catch (error) {
        if (!(error instanceof FoyerError)) throw error
        return refused()
      }
      const before = snapshot(foyer.getState())
      const asked = requests
      const answer = await foyer.ready().then(
        () => 'kernel created',
        (error: unknown) => {
          if (!(error instanceof FoyerError)) throw error
          return undefined
        },
      )
      foyer.destroy()
      const changed =
        answer ?? (snapshot(foyer.getState()) !== before ? 'the store' : requests !== asked ? 'a request' : undefined)
      return refused(changed)
    },
  }
}
