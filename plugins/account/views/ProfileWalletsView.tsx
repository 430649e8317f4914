import type { Namespace } from 'foyer'
import { Button, Text, namespaceNames, useFoyerState, useKernel, t } from 'foyer/ui'
import { useState } from 'react'
import { type ProfileNamespace, type ProfileWallet, profileWallets } from '../rules/profileWallets.js'
import { ProfileWalletRow } from './ProfileWalletRow.js'

const sameSections = (a: ProfileNamespace[], b: ProfileNamespace[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * ProfileWallets (SPEC §2): each namespace's connections with their wallet's name, image and address, the
 * active one marked. Choosing another switches to it (SPEC §4); a wallet can be added or removed.
 */
export default function ProfileWalletsView() {
  const kernel = useKernel()
  const sections = useFoyerState(profileWallets, sameSections)
  const [busy, setBusy] = useState<string>()

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key)
    try {
      await action()
    } catch (error) {
      kernel.toasts.error((error as Error & { shortMessage?: string }).shortMessage ?? (error as Error).message)
    } finally {
      setBusy(undefined)
    }
  }
  const switchTo = (namespace: Namespace, wallet: ProfileWallet) =>
    run(wallet.connectorId, async () => {
      const { accountChanged, walletChanged } = await kernel.connections.switchConnection({
        namespace,
        connectorId: wallet.connectorId,
      })
      if (walletChanged) kernel.toasts.success(t('Switched to {name}', { name: wallet.name }))
      else if (accountChanged) kernel.toasts.success(t('Account switched'))
    })
  const remove = (namespace: Namespace, wallet: ProfileWallet) =>
    run(wallet.connectorId, async () => {
      await kernel.connections.removeConnection({ namespace, connectorId: wallet.connectorId })
      const state = kernel.store.getState()
      const active = state.activeNamespace ? state.chains[state.activeNamespace]?.accountState.status : undefined
      if (active === 'connected') return
      kernel.router.reset('Connect')
      kernel.close()
    })

  return (
    <div className="foyer-list">
      {sections.map(({ namespace, wallets }) => (
        <section key={namespace} className="foyer-list" aria-labelledby={`foyer-wallets-${namespace}`}>
          <Text as="h3" variant="small" tone="muted" id={`foyer-wallets-${namespace}`}>
            {namespaceNames[namespace]}
          </Text>
          {wallets.length > 0 ? (
            <ul className="foyer-list" aria-label={t('{namespace} wallets', { namespace: namespaceNames[namespace] })}>
              {wallets.map((wallet) => (
                <li key={wallet.connectorId}>
                  <ProfileWalletRow
                    wallet={wallet}
                    busy={busy === wallet.connectorId}
                    disabled={busy !== undefined}
                    onSwitch={() => void switchTo(namespace, wallet)}
                    onRemove={() => void remove(namespace, wallet)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <Text tone="muted">{t('No wallet connected.')}</Text>
          )}
          <Button variant="secondary" fullWidth onClick={() => kernel.router.push('Connect', { namespace })}>
            {t('Add {namespace} wallet', { namespace: namespaceNames[namespace] })}
          </Button>
        </section>
      ))}
    </div>
  )
}
