import type { FoyerState } from 'foyer'
import { networkImageUrl } from 'foyer/kit'
import {
  Button,
  IconButton,
  Image,
  LazyModule,
  ListItem,
  Slot,
  Tabs,
  Text,
  truncateAddress,
  useFoyerState,
  useKernel,
  t,
} from 'foyer/ui'
import { useEffect } from 'react'
import { refreshAccountDetails } from '../nativeBalance.js'
import { orderWalletFeatures } from '../rules/orderWalletFeatures.js'
import { AccountBalance } from './AccountBalance.js'
import { pendingReason, useUnavailableReasons } from './useUnavailableReasons.js'

const selectAccount = (state: FoyerState) => {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  return {
    namespace,
    address: chain?.accountState.address,
    profileName: chain?.accountState.profileName,
    profileImage: chain?.accountState.profileImage,
    smartAccount: chain?.accountState.preferredAccountType === 'smartAccount',
    balance: chain?.accountState.balance,
    balanceSymbol: chain?.accountState.balanceSymbol,
    explorerUrl: chain?.accountState.addressExplorerUrl,
    wallet: chain?.accountState.connectedWalletInfo,
    networkId: chain?.activeNetworkId,
  }
}

/** The connected account: address, balance, network, wallet features and disconnect. */
export default function AccountView() {
  const kernel = useKernel()
  const account = useFoyerState(selectAccount)
  const features = useFoyerState((state) => state.features ?? kernel.options.features)
  useFoyerState((state) => state.plugins)
  useFoyerState((state) => state.pluginsOnDemand)
  const network = account.namespace ? kernel.networks.active(account.namespace) : undefined
  // Loaded plugins' buttons and those of plugins offered on demand (their code loads when pressed).
  const walletFeatures = orderWalletFeatures(kernel.plugins.walletFeatures(), features.walletFeaturesOrder)
  const reasons = useUnavailableReasons(walletFeatures, kernel.options)

  // Opening the view reads the balance again (from the 30 s cache when fresh) into the account state.
  useEffect(() => {
    void refreshAccountDetails(kernel)
  }, [kernel])

  if (!account.address || !account.namespace) return <Text tone="muted">{t('Not connected.')}</Text>
  const { address, namespace } = account

  const copy = async () => {
    await navigator.clipboard?.writeText(address).catch(() => undefined)
    kernel.toasts.success(t('Address copied'))
  }
  const disconnect = async () => {
    await kernel.connections
      .disconnect(namespace)
      .catch((error: unknown) => kernel.toasts.error(String((error as Error).message)))
    kernel.router.reset('Connect')
    kernel.close()
  }

  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
        <Image src={account.profileImage ?? account.wallet?.icon} alt={account.wallet?.name ?? t('Wallet')} size={64} />
        <Text variant="title" as="h3" data-testid="account-address" title={address}>
          {account.profileName ?? truncateAddress(address)}
        </Text>
        <AccountBalance balance={account.balance} symbol={account.balanceSymbol} />
        <div style={{ display: 'flex', gap: 4 }}>
          <IconButton label={t('Copy address')} onClick={copy}>
            <CopyIcon />
          </IconButton>
          {account.explorerUrl ? (
            <a
              className="foyer-icon-button"
              href={account.explorerUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={t('Block explorer')}
            >
              <ExplorerIcon />
            </a>
          ) : null}
        </div>
      </div>
      <ListItem
        label={network?.name ?? t('Network')}
        imageSrc={network ? networkImageUrl(kernel, network) : undefined}
        tag={t('network')}
        onClick={() => kernel.router.push('Networks')}
      />
      <ListItem
        label={t('Manage wallets')}
        imageSrc={account.wallet?.icon}
        tag={account.wallet?.name}
        onClick={() => kernel.router.push('ProfileWallets')}
      />
      {walletFeatures.map((feature) => {
        const reason = reasons[feature.id]
        // A feature that needs a chain capability is offered where the namespace's adapter has it.
        if (reason === pendingReason || (feature.capability && !kernel.adapters.has(namespace, feature.capability)))
          return null
        return reason ? (
          <Text key={feature.id} tone="muted" role="note" data-testid={`unavailable-${feature.id}`}>
            {reason}
          </Text>
        ) : (
          <ListItem
            key={feature.id}
            label={t(feature.label)}
            onClick={() => kernel.router.push(feature.view as 'Account')}
          />
        )
      })}
      {/* The names plugin's view, offered on demand: its code loads when pressed (SPEC §9: eip155 only). */}
      {!account.profileName && namespace === 'eip155' && kernel.router.getView('RegisterAccountName') ? (
        <ListItem label={t('Choose a name')} onClick={() => kernel.router.push('RegisterAccountName')} />
      ) : null}
      {/* The sessions plugin's view (features.smartSessions): a smart account's ERC-7715 sessions, on demand. */}
      {account.smartAccount && namespace === 'eip155' && kernel.router.getView('Sessions') ? (
        <ListItem label={t('Sessions')} onClick={() => kernel.router.push('Sessions')} />
      ) : null}
      <Slot name="account.actions" />
      <AccountTabs />
      <Button variant="secondary" fullWidth onClick={disconnect}>
        {t('Disconnect')}
      </Button>
    </div>
  )
}

/**
 * Tokens, NFTs and whatever tabs plugins add (Activity, whose code loads when it is chosen), those of the active
 * namespace, remembered in the account state's currentTab.
 */
function AccountTabs() {
  const kernel = useKernel()
  useFoyerState((state) => state.plugins)
  useFoyerState((state) => state.pluginsOnDemand)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const current = useFoyerState((state) => (namespace ? (state.chains[namespace]?.accountState.currentTab ?? 0) : 0))
  const tabs = kernel.plugins
    .tabs()
    .filter((tab) => !tab.namespaces || (namespace && tab.namespaces.includes(namespace)))
  const selected = tabs[current] ?? tabs[0]
  if (!selected) return null
  const select = (id: string) => {
    if (namespace)
      kernel.account.setTab(
        namespace,
        Math.max(
          0,
          tabs.findIndex((tab) => tab.id === id),
        ),
      )
  }
  return (
    <Tabs
      label={t('Account')}
      tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
      selected={selected.id}
      onSelect={select}
    >
      <LazyModule key={selected.id} load={selected.load} />
    </Tabs>
  )
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  )
}

function ExplorerIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}
