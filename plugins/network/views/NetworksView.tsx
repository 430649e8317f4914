import type { Namespace, Network } from 'foyer'
import { networkImageUrl } from 'foyer/kit'
import { ListItem, Text, namespaceNames, useFoyerState, useKernel, t } from 'foyer/ui'
import { returnFromNetworks } from '../rules/returnFromNetworks.js'
import { switchNetworkView } from '../rules/switchNetworkView.js'

/**
 * Every configured network, grouped by namespace when there are several; choosing one switches to it (through
 * the view SPEC §2 asks for: a namespace without an address leads to SwitchActiveChain).
 */
export default function NetworksView() {
  const kernel = useKernel()
  const chains = useFoyerState((state) => state.chains)
  const activeNamespace = useFoyerState((state) => state.activeNamespace)
  const groups = (Object.keys(chains) as Namespace[])
    .map((namespace) => ({ namespace, networks: chains[namespace]?.networks ?? [] }))
    .filter((group) => group.networks.length > 0)

  const choose = async (network: Network) => {
    // The list asks for no confirmation of its own; the rule reads the auth connector from the state.
    const switching = kernel.networks.switching(network.chainNamespace)
    const route = switchNetworkView({ state: kernel.store.getState(), target: network, switching })
    if (route) return kernel.router.push(route.view, route.params as never)
    try {
      await kernel.networks.switch(network.caipNetworkId)
      returnFromNetworks(kernel.router)
    } catch (error) {
      kernel.toasts.error((error as Error).message)
    }
  }
  const list = (networks: Network[], label: string) => (
    <ul className="foyer-list" aria-label={label}>
      {networks.map((network) => {
        const active =
          network.chainNamespace === activeNamespace &&
          chains[network.chainNamespace]?.activeNetworkId === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              label={network.name}
              imageSrc={networkImageUrl(kernel, network)}
              tag={active ? t('active') : undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => void choose(network)}
            />
          </li>
        )
      })}
    </ul>
  )

  if (groups.length <= 1) return list(groups[0]?.networks ?? [], t('Networks'))
  return (
    <div className="foyer-list">
      {groups.map(({ namespace, networks }) => (
        <section key={namespace} className="foyer-list" aria-labelledby={`foyer-networks-${namespace}`}>
          <Text as="h3" variant="small" tone="muted" id={`foyer-networks-${namespace}`}>
            {namespaceNames[namespace]}
          </Text>
          {list(networks, t('{namespace} networks', { namespace: namespaceNames[namespace] }))}
        </section>
      ))}
    </div>
  )
}
