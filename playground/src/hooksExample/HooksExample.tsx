import {
  ConnectButton,
  useAccount,
  useConnections,
  useDisconnect,
  useFoyerEvents,
  useModal,
  useNetwork,
  useWalletInfo,
} from 'foyer/react'
import { useState } from 'react'

/** Every hook's answer, as text a test (or a person) reads, and the app's own button. */
export function HooksExample() {
  const account = useAccount()
  const evm = useAccount('eip155')
  const { network, networks, switchNetwork } = useNetwork()
  const { connections, activeConnectorId } = useConnections('eip155')
  const walletInfo = useWalletInfo()
  const modal = useModal()
  const { disconnect } = useDisconnect()
  const [events, setEvents] = useState<string[]>([])
  useFoyerEvents('connect:success', ({ address }) => setEvents((seen) => [...seen, `connected ${address}`]))
  useFoyerEvents('modal:open', ({ view }) => setEvents((seen) => [...seen, `opened ${view}`]))
  const other = networks.find((candidate) => candidate.caipNetworkId !== network?.caipNetworkId)

  return (
    <main>
      <h1>Foyer hooks</h1>
      <ConnectButton.Custom>
        {({ displayAddress, isLoading, open, openNetworks, network: shown }) => (
          <p>
            <button type="button" data-testid="custom-button" onClick={open} aria-busy={isLoading}>
              {isLoading ? 'Opening…' : (displayAddress ?? 'Sign in with a wallet')}
            </button>
            <button type="button" onClick={openNetworks}>
              {shown?.name ?? 'No network'}
            </button>
          </p>
        )}
      </ConnectButton.Custom>
      <dl>
        <dt>useAccount</dt>
        <dd data-testid="account">{`${account.status} ${account.address ?? ''}`.trim()}</dd>
        <dt>useAccount('eip155')</dt>
        <dd data-testid="evm-account">{evm.caipAddress ?? ''}</dd>
        <dt>useNetwork</dt>
        <dd data-testid="network">{network?.caipNetworkId ?? ''}</dd>
        <dt>useConnections('eip155')</dt>
        <dd data-testid="connections">
          {connections.map((connection) => `${connection.connectorId}:${connection.accounts.length}`).join(' ')}
          {activeConnectorId ? ` (active ${activeConnectorId})` : ''}
        </dd>
        <dt>useWalletInfo</dt>
        <dd data-testid="wallet">{walletInfo ? `${walletInfo.name} ${walletInfo.type}` : ''}</dd>
        <dt>useModal</dt>
        <dd data-testid="modal">{modal.isOpen ? `open ${modal.view ?? ''}`.trim() : 'closed'}</dd>
        <dt>useFoyerEvents</dt>
        <dd data-testid="events">{events.join('; ')}</dd>
      </dl>
      <button
        type="button"
        disabled={!other}
        onClick={() => other && switchNetwork(other.caipNetworkId).catch((error) => console.error(error))}
      >
        Switch to {other?.name ?? 'another network'}
      </button>
      <button type="button" onClick={() => disconnect().catch((error) => console.error(error))}>
        Disconnect
      </button>
    </main>
  )
}
