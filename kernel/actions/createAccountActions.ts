import { isImageSource } from '../react/primitives/isImageSource.js'
import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { AccountState, CaipNetworkId, Namespace, TokenBalance } from '../types.js'

/** The native balance, its symbol and the explorer link of an account (undefined clears one). */
export type BalanceDetails = Partial<Pick<AccountState, 'balance' | 'balanceSymbol' | 'addressExplorerUrl'>>

/**
 * How plugins change the account state the kernel owns (SPEC §3). Each names the account it means (its
 * namespace and address): a write for an account that is no longer the namespace's, or a bad value, changes nothing.
 */
export interface AccountActions {
  /** The Account view's chosen tab, by its index (a whole number, 0 or more). */
  setTab(namespace: Namespace, tab: number): void
  /**
   * The profile name and avatar of `address` (null: it has none; a key left out stays as it is). An avatar must be
   * an image source (`isImageSource`): the page's connect button shows it as it is, without its own check.
   */
  setProfile(namespace: Namespace, address: string, profile: { name?: string | null; avatar?: string | null }): void
  /** The native balance, symbol and explorer link of `address` while `networkId` is its namespace's network. */
  setBalance(namespace: Namespace, at: { address: string; networkId: CaipNetworkId }, details: BalanceDetails): void
  /** The token balances of `address` (an empty list: none, or unknown). */
  setTokenBalance(namespace: Namespace, address: string, balances: TokenBalance[]): void
  /** SPEC §3's `farcasterUrl` of the eip155 account: set while its QR code is shown; undefined removes it. */
  setFarcasterUrl(url: string | undefined): void
}

const isText = (value: unknown): value is string => typeof value === 'string'
/** Text, or none (undefined, null). */
const textOrNone = (value: unknown) => value == null || isText(value)
const balanceKeys = ['balance', 'balanceSymbol', 'addressExplorerUrl'] as const

/** The account actions over the kernel's store. */
export function createAccountActions(store: Store<FoyerState>): AccountActions {
  /** Changes the namespace's account when it is `address`'s (and on `networkId`, when given); any when undefined. */
  const change = (
    namespace: Namespace,
    address: unknown,
    recipe: (account: AccountState) => void,
    networkId?: string,
  ) =>
    store.update((draft) => {
      const chain = draft.chains[namespace]
      const account = chain?.accountState
      if (!account || (address !== undefined && account.address !== address)) return
      if (networkId === undefined || chain.activeNetworkId === networkId) recipe(account)
    })
  return {
    setTab(namespace, tab) {
      if (Number.isInteger(tab) && tab >= 0)
        change(namespace, undefined, (account) => Object.assign(account, { currentTab: tab }))
    },
    setProfile(namespace, address, { name, avatar }) {
      if (!isText(address) || !textOrNone(name) || !textOrNone(avatar) || (avatar && !isImageSource(avatar))) return
      change(namespace, address, (account) => {
        if (name !== undefined) account.profileName = name
        if (avatar !== undefined) account.profileImage = avatar
      })
    },
    setBalance(namespace, { address, networkId }, details) {
      const keys = Object.keys(details)
      const known = (key: string) => (balanceKeys as readonly string[]).includes(key)
      if (!isText(address) || !keys.every((key) => known(key) && textOrNone(details[key as keyof BalanceDetails])))
        return
      change(namespace, address, (account) => Object.assign(account, details), networkId)
    },
    setTokenBalance(namespace, address, balances) {
      if (isText(address) && Array.isArray(balances))
        change(namespace, address, (account) => Object.assign(account, { tokenBalance: balances }))
    },
    setFarcasterUrl(url) {
      if (url === undefined) change('eip155', undefined, (account) => void delete account.farcasterUrl)
      else if (isText(url)) change('eip155', undefined, (account) => Object.assign(account, { farcasterUrl: url }))
    },
  }
}
