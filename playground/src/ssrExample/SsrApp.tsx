import { cookieStorage, createFoyer, type Foyer, type FoyerOptions } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { ConnectButton, FoyerProvider } from 'foyer/react'

/** What the page takes from the world, as an app takes it from its configuration: the project id goes with every call. */
export type SsrSettings = Pick<FoyerOptions, 'projectId' | 'networks' | 'urls'>

/**
 * One Foyer per request on the server (`cookie`: the request's Cookie header) and one in the browser (which
 * reads document.cookie): both read the stored connection from the cookie, so they render the same button.
 */
export function createSsrFoyer({ projectId, networks, urls }: SsrSettings, cookie?: string) {
  return createFoyer({
    projectId,
    metadata: { name: 'Foyer SSR', description: 'Rendered on a server', url: 'http://127.0.0.1', icons: [] },
    networks,
    urls,
    storage: cookieStorage({ cookie }),
    adapters: [eip155Adapter({ walletConnect: false })],
  })
}

/** The page both sides render: the server to a string, the browser by hydrating that string. */
export function SsrApp({ foyer }: { foyer: Foyer }) {
  return (
    <main>
      <h1>Foyer rendered on a server</h1>
      <FoyerProvider foyer={foyer}>
        <ConnectButton />
      </FoyerProvider>
    </main>
  )
}
