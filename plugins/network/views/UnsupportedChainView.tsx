import { networkImageUrl } from 'foyer/kit'
import { Button, ListItem, Text, useFoyerState, useKernel, t } from 'foyer/ui'

/** The wallet is on a network the app does not offer: pick one of the app's, or disconnect. */
export default function UnsupportedChainView() {
  const kernel = useKernel()
  const namespace = useFoyerState((state) => state.activeNamespace)
  const networks = useFoyerState((state) => (namespace ? (state.chains[namespace]?.networks ?? []) : []))

  const choose = (networkId: (typeof networks)[number]['caipNetworkId']) =>
    kernel.networks.switch(networkId).catch((error: unknown) => kernel.toasts.error((error as Error).message))
  const disconnect = async () => {
    await kernel.connections.disconnect(namespace).catch(() => undefined)
    kernel.close()
  }

  return (
    <div className="foyer-list">
      <Text tone="muted">
        {t('This app doesn’t support your current network. Switch to an available option to continue.')}
      </Text>
      <ul className="foyer-list" aria-label={t('Available networks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              label={network.name}
              imageSrc={networkImageUrl(kernel, network)}
              onClick={() => void choose(network.caipNetworkId)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" fullWidth onClick={disconnect}>
        {t('Disconnect')}
      </Button>
    </div>
  )
}
