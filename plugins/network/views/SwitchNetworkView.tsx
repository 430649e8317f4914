import type { Network } from 'foyer'
import { networkImageUrl } from 'foyer/kit'
import { Image, Spinner, Text, type ViewProps, useKernel, t } from 'foyer/ui'
import { useEffect, useRef } from 'react'
import { returnFromNetworks } from '../rules/returnFromNetworks.js'

/** Asks the wallet to switch and waits; on success back to where the visitor opened the network list from, on failure back to the list (SPEC §4). */
export default function SwitchNetworkView({ params }: ViewProps<{ network: Network }>) {
  const kernel = useKernel()
  const started = useRef(false)
  const onScreen = useRef(true)
  const { network } = params

  // A switch whose view the visitor has left (back to the list, another switch) no longer moves the router.
  useEffect(() => {
    onScreen.current = true
    return () => {
      onScreen.current = false
    }
  }, [])
  useEffect(() => {
    if (started.current) return
    started.current = true
    kernel.networks
      .switch(network.caipNetworkId)
      .then(() => {
        if (onScreen.current && kernel.store.getState().modal.open) returnFromNetworks(kernel.router)
      })
      .catch((error: unknown) => {
        if (!onScreen.current) return
        kernel.toasts.error((error as Error & { shortMessage?: string }).shortMessage ?? t('Switch declined'))
        kernel.router.goBack()
      })
  }, [kernel, network])

  return (
    <div className="foyer-list" style={{ alignItems: 'center', textAlign: 'center', paddingBlock: 16 }}>
      <Image src={networkImageUrl(kernel, network)} alt={network.name} size={72} />
      <Text variant="title" as="h3">
        {t('Approve in wallet')}
      </Text>
      <Text tone="muted">{t('Accept the switch to {network} in your wallet', { network: network.name })}</Text>
      <Spinner label={t('Switching network')} />
    </div>
  )
}
