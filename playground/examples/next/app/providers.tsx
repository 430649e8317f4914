'use client'
import { cookieStorage, createFoyer } from 'foyer'
import { eip155Adapter } from 'foyer/adapters/eip155'
import { FoyerProvider } from 'foyer/react'
import { type ReactNode, useState } from 'react'
import { world } from './world'

/**
 * One Foyer per request on the server and one in the browser (a client component's state): the connection is
 * stored in a cookie, which the server reads from the request (`cookie`, see layout.tsx) and the browser from
 * `document.cookie`, so both render the same button.
 */
export function Providers({ cookie, children }: { cookie: string | null; children: ReactNode }) {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'your-project-id',
      metadata: { name: 'Foyer on Next.js', description: 'A Next.js app', url: 'https://example.org', icons: [] },
      networks: [
        {
          id: 1,
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:1',
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
        },
      ],
      adapters: [eip155Adapter()],
      storage: cookieStorage({ cookie }),
      ...world,
    }),
  )
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}
