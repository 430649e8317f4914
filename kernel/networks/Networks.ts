import type { CaipNetworkId, Namespace, Network } from '../types.js'

/** The configured networks, the active one per namespace, and switching (SPEC §2, §4). */
export interface Networks {
  /** Every configured network, of every namespace. */
  all(): Network[]
  find(networkId: string): Network | undefined
  /** The active network of a namespace (the active namespace by default). */
  active(namespace?: Namespace): Network | undefined
  /**
   * Makes a network active; asks the connected wallet of its namespace to switch first. An unknown id
   * raises the switch-network-not-found alert and throws 'Network not found'.
   */
  switch(networkId: CaipNetworkId): Promise<void>
  /** Removes a network; when it was active, the first remaining one of its chain becomes active. */
  remove(networkId: CaipNetworkId): void
}
