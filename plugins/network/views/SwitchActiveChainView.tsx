import type { Namespace } from 'foyer'
import { Button, Text, type ViewProps, namespaceNames, useKernel } from 'foyer/ui'

type Params = { namespace: Namespace; navigateToConnect: boolean; replace: boolean }

/** The connected wallet has no address in the target namespace: switch the namespace and connect another wallet. */
export default function SwitchActiveChainView({ params }: ViewProps<Params>) {
  const kernel = useKernel()
  const name = namespaceNames[params.namespace]
  const proceed = () => {
    kernel.store.update((draft) => {
      draft.activeNamespace = params.namespace
    })
    if (!params.navigateToConnect) return kernel.router.goBack()
    if (params.replace) kernel.router.replace('Connect')
    else kernel.router.push('Connect')
  }
  return (
    <div className="foyer-list" style={{ textAlign: 'center', paddingBlock: 16 }}>
      <Text variant="title" as="h3">
        Switch to {name}
      </Text>
      <Text tone="muted">
        The connected wallet does not support {name} networks. Connect a {name} wallet to continue.
      </Text>
      <Button fullWidth onClick={proceed}>
        Switch to {name}
      </Button>
    </div>
  )
}
