// The `foyer/react` entrypoint: the kernel's only React part. Explicit re-exports only.
// At page load an app uses the provider, the hooks and <ConnectButton>; the modal shell is a
// separate chunk. The primitives that plugin views are built from are `foyer/ui` (kernel/react/ui.ts).
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export type { ConnectButtonCustomProps, ConnectButtonRenderProps } from './ConnectButtonCustom.js'
export { useFoyer, useKernel } from './hooks/useFoyer.js'
export { useFoyerState } from './hooks/useFoyerState.js'
export { useModal, type UseModalReturnType } from './hooks/useModal.js'
export { useAccount, type UseAccountReturnType } from './hooks/useAccount.js'
export { useNetwork, type UseNetworkReturnType } from './hooks/useNetwork.js'
export { useDisconnect, type UseDisconnectReturnType } from './hooks/useDisconnect.js'
export { useToasts, type UseToastsReturnType } from './hooks/useToasts.js'
export { useConnections, type UseConnectionsReturnType } from './hooks/useConnections.js'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.js'
export { useFoyerEvents } from './hooks/useFoyerEvents.js'
export type { AccountView, NetworkView } from './hooks/selectors.js'
export type { Equals, Selector } from './hooks/createSelection.js'
export { truncateAddress } from './truncateAddress.js'
