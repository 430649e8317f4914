import type { CaipAddress, ConnectionStatus, FoyerState, Namespace, Network } from '../../index.js'
import type { Locale } from '../../i18n/locales.js'

export interface AccountView {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  namespace: Namespace | undefined
  /** The account's name (a registered or ENS name), when it has one, as the Account view shows it. */
  profileName?: string | null
  /** Its avatar's URL: an image source (`isImageSource`), as `context.account.setProfile` takes only those. */
  profileImage?: string | null
}

export interface NetworkView {
  network: Network | undefined
  networks: readonly Network[]
  namespace: Namespace | undefined
}

const noNetworks: readonly Network[] = Object.freeze([])

/** A namespace's account (the active namespace's by default), as the hooks expose it. */
export function selectAccount(state: FoyerState, of?: Namespace): AccountView {
  const namespace = of ?? state.activeNamespace
  const account = namespace ? state.chains[namespace]?.accountState : undefined
  const stored = state.storedAccount
  // An earlier visit's account, while the kernel restores it: shown as connecting (also on a server).
  if (!account?.address && stored && (!namespace || namespace === stored.namespace))
    return {
      address: stored.address,
      caipAddress: undefined,
      status: 'connecting',
      isConnected: false,
      namespace: stored.namespace,
    }
  const status = account?.status ?? 'disconnected'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected',
    namespace,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
  }
}

/** The active namespace's network and the networks it may switch to. */
export function selectNetwork(state: FoyerState): NetworkView {
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const networks = chain?.networks ?? noNetworks
  return {
    network: networks.find((network) => network.caipNetworkId === chain?.activeNetworkId),
    networks,
    namespace,
  }
}

export const selectModalShown = (state: FoyerState): boolean => state.modal.open || state.modal.loading

/** The language the modal speaks: English until another locale has loaded. */
export const selectLocale = (state: FoyerState): Locale => state.locale ?? 'en'
