import type { FoyerState } from 'foyer'
import { networkImageUrl } from 'foyer/kit'
import { Button, ListItem, QrCode, Text, useFoyerState, useKernel, t } from 'foyer/ui'
import { useId } from 'react'
import { useCopy } from './useCopy.js'

const selectReceiver = (state: FoyerState) => {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  return {
    address: chain?.accountState.status === 'connected' ? chain.accountState.address : undefined,
    networks: chain?.networks,
    activeNetworkId: chain?.activeNetworkId,
  }
}

/**
 * The connected address to receive on: its QR code, the address in full with Copy (the copied state is
 * announced), the networks of the active namespace that the app offers, and a note naming the active one.
 */
export default function ReceiveView() {
  const kernel = useKernel()
  const { address, networks = [], activeNetworkId } = useFoyerState(selectReceiver)
  const { state, copy } = useCopy()
  const networksTitle = useId()
  if (!address) return <Text tone="muted">{t('Not connected.')}</Text>
  const active = networks.find((network) => network.caipNetworkId === activeNetworkId)

  return (
    <div className="foyer-list" style={{ alignItems: 'center', textAlign: 'center' }}>
      <QrCode value={address} label={t('QR code of your address')} size={200} />
      <Text variant="small" data-testid="receive-address" style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {address}
      </Text>
      <Button variant="secondary" fullWidth onClick={() => void copy(address)}>
        {t(state === 'copied' ? 'Copied' : 'Copy address')}
      </Button>
      <Text variant="small" role="status" tone={state === 'failed' ? 'error' : 'success'}>
        {state === 'copied' ? t('Address copied') : state === 'failed' ? t('The address could not be copied') : ''}
      </Text>
      {active ? (
        <Text tone="muted" data-testid="receive-note">
          {t('You are on {network}. Only send assets to this address on a network listed below.', {
            network: active.name,
          })}
        </Text>
      ) : null}
      <Text as="h3" variant="title" id={networksTitle} style={{ alignSelf: 'flex-start' }}>
        {t('Networks you can receive on')}
      </Text>
      <ul className="foyer-list" aria-labelledby={networksTitle} style={{ width: '100%' }}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListItem
              as="div"
              label={network.name}
              imageSrc={networkImageUrl(kernel, network)}
              tag={network.caipNetworkId === activeNetworkId ? t('active') : undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
