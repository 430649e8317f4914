import { FoyerError } from 'foyer'
import { ListItem, t, useFoyerState, useKernel } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { canSwitchToSmartAccount, switchToSmartAccount } from '../accounts/switchToSmartAccount.js'
import type { AuthFrame } from 'foyer/embedded-wallet'

/** The Account view's "Switch to smart account" for an embedded-wallet user, where the network has them. */
export function SmartAccountSwitch({ auth }: { auth: AuthFrame }) {
  const kernel = useKernel()
  const enabled = useFoyerState((state) => state.chains.eip155?.networkState.smartAccountEnabledNetworks)
  useFoyerState((state) => state.chains.eip155?.accountState.preferredAccountType)
  useFoyerState((state) => state.chains.eip155?.activeNetworkId)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    auth.bridge
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then(({ smartAccountEnabledNetworks }) => {
        if (!live) return
        kernel.chains.setSmartAccountNetworks('eip155', smartAccountEnabledNetworks)
      })
      .catch((reason: unknown) => kernel.logger.warn('smart account networks unknown', reason))
    return () => {
      live = false
    }
  }, [auth, kernel])
  if (!enabled || !canSwitchToSmartAccount(kernel, enabled)) return null
  const choose = async () => {
    setBusy(true)
    try {
      await switchToSmartAccount(kernel, auth)
      kernel.toasts.success(t('Switched to your smart account'))
    } catch (error) {
      kernel.toasts.error(error instanceof FoyerError ? error.shortMessage : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ListItem
      label={t('Switch to smart account')}
      tag={busy ? t('switching') : undefined}
      onClick={() => void choose()}
    />
  )
}
