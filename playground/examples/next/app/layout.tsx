import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Foyer on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The request's cookies: a visitor who connected before is rendered connected on the server.
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie}>{children}</Providers>
      </body>
    </html>
  )
}
