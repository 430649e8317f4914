import type { CaipNetworkId, Namespace } from 'foyer'
import { Button, Text, type ViewProps, namespaceNames, useKernel, t } from 'foyer/ui'

type Params = { namespace: Namespace; navigateToConnect: boolean; replace: boolean; network?: CaipNetworkId }

/**
 * The connected wallet has no address in the target namespace: connect a wallet of it (Connect for that
 * namespace). The active namespace changes once that wallet connects; until then the connected one stays active,
 * so going back leaves everything as it was. `network`, the network chosen, is the one the new wallet is asked for.
 */
export default function SwitchActiveChainView({ params }: ViewProps<Params>) {
  const kernel = useKernel()
  const name = namespaceNames[params.namespace]
  const proceed = () => {
    const chosen = params.network
    if (chosen) kernel.chains.preselectNetwork(params.namespace, chosen)
    if (!params.navigateToConnect) return kernel.router.goBack()
    if (params.replace) kernel.router.replace('Connect', { namespace: params.namespace })
    else kernel.router.push('Connect', { namespace: params.namespace })
  }
  return (
    <div className="foyer-list" style={{ textAlign: 'center', paddingBlock: 16 }}>
      <Text variant="title" as="h3">
        {t('Switch to {namespace}', { namespace: name })}
      </Text>
      <Text tone="muted">
        {t('The connected wallet does not support {namespace} networks. Connect a {namespace} wallet to continue.', {
          namespace: name,
        })}
      </Text>
      <Button fullWidth onClick={proceed}>
        {t('Switch to {namespace}', { namespace: name })}
      </Button>
    </div>
  )
}
