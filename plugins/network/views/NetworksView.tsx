import type { Network } from 'foyer'
import { ListItem, useFoyerState, useKernel } from 'foyer/ui'
import { switchNetworkView } from '../rules/switchNetworkView.js'

/** Every configured network; choosing one switches to it (through the view SPEC §2 asks for). */
export default function NetworksView() {
  const kernel = useKernel()
  const chains = useFoyerState((state) => state.chains)
  const activeNamespace = useFoyerState((state) => state.activeNamespace)
  const networks = Object.values(chains).flatMap((chain) => chain?.networks ?? [])

  const choose = async (network: Network) => {
    // The list asks for no confirmation of its own; the rule reads the auth connector from the state.
    const route = switchNetworkView({ state: kernel.store.getState(), target: network })
    if (route) return kernel.router.push(route.view, route.params as never)
    try {
      await kernel.networks.switch(network.caipNetworkId)
      kernel.router.goBack()
    } catch (error) {
      kernel.toasts.error((error as Error).message)
    }
  }

  return (
    <ul className="foyer-list" aria-label="Networks">
      {networks.map((network) => {
        const active =
          network.chainNamespace === activeNamespace &&
          chains[network.chainNamespace]?.activeNetworkId === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              label={network.name}
              imageSrc={network.imageUrl}
              tag={active ? 'active' : undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => void choose(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
