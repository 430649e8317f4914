import { ConnectButton } from 'foyer/react'
import { Account } from './account'

// A server component: <ConnectButton> comes from 'foyer/react', a client module.
export default function Home() {
  return (
    <main>
      <h1>Foyer on Next.js</h1>
      <ConnectButton />
      <Account />
    </main>
  )
}
