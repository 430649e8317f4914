// Connecting a site: eth_requestAccounts and the EIP-2255 permission methods around `eth_accounts`.
import { invalidParams } from './providerErrors.js'
import type { Address, WalletContext } from './WalletContext.js'

interface PermissionState {
  exposed: Address[]
  authorized: boolean
}

interface Parameters {
  context: WalletContext
  state: PermissionState
  setAuthorized(authorized: boolean): void
}

const permission = (accounts: Address[]) => ({
  parentCapability: 'eth_accounts',
  caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
  date: Date.now(),
})

const onlyEthAccounts = (params: unknown, method: string) => {
  const requested = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined
  const names = Object.keys(requested ?? {})
  if (names.length === 0 || names.some((name) => name !== 'eth_accounts')) {
    throw invalidParams(`${method} supports only the eth_accounts permission`)
  }
}

export function walletPermissionMethods({ context, state, setAuthorized }: Parameters) {
  /** Asks the user unless the site is already authorized (as wallets do), then exposes the accounts. */
  const connect = async (method: string, params: unknown) => {
    if (!state.authorized) {
      await context.approve(method, params)
      setAuthorized(true)
    }
    return [...state.exposed]
  }
  return {
    eth_requestAccounts: (params: unknown, method: string) => connect(method, params),
    async wallet_requestPermissions(params: unknown, method: string) {
      onlyEthAccounts(params, method)
      if (state.authorized) await context.approve(method, params)
      return [permission(await connect(method, params))]
    },
    wallet_getPermissions: () => (state.authorized ? [permission([...state.exposed])] : []),
    wallet_revokePermissions(params: unknown, method: string) {
      onlyEthAccounts(params, method)
      setAuthorized(false)
      return null
    },
  }
}
