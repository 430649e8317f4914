import { FoyerError, type Network, UserRejectedRequestError } from 'foyer'
import { isAllowedRpcMethod } from 'foyer/kit'
import type { AuthFrame } from 'foyer/embedded-wallet'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { ProviderRpcError } from './ProviderRpcError.js'

const referenceOf = (chainId: string | number) => Number(String(chainId).split(':').at(-1))
/** An eip155 chain of the frame (a bare number is one); the frame also serves Solana (SPEC §6). */
const onEvm = (chainId: string | number | undefined) => chainId !== undefined && !String(chainId).startsWith('solana:')

/**
 * The AUTH connector's EIP-1193 provider (SPEC §6): the account requests come from the frame's user, every
 * other allowed method goes through the frame's RPC request, and a method off the allowed list is refused
 * without reaching the frame. The frame (and its iframe) is asked for only on the first request.
 */
export function createAuthProvider(frame: () => Promise<AuthFrame>, networks: readonly Network[]) {
  let chainId: number | undefined
  const lastChain = (auth: AuthFrame) => {
    const last = auth.record().lastChain
    return onEvm(last) ? last : undefined
  }
  const evmUser = (auth: AuthFrame) => (onEvm(auth.user()?.chainId) ? auth.user() : undefined)
  const currentChain = (auth: AuthFrame) =>
    chainId ?? referenceOf(evmUser(auth)?.chainId ?? lastChain(auth) ?? networks[0]?.id ?? 1)
  const chainToRead = (auth: AuthFrame) => lastChain(auth) ?? networks[0]?.caipNetworkId
  const offers = (chain: string) => networks.some((network) => network.caipNetworkId === chain)
  const accountsOf = (user: Awaited<ReturnType<AuthFrame['readUser']>>) => {
    chainId = referenceOf(user.chainId)
    return [user.address]
  }
  const chainListeners = new Set<(chainId: string) => void>()
  const provider: Eip1193Provider = {
    on(event, listener) {
      if (event === 'chainChanged') chainListeners.add(listener)
    },
    removeListener(event, listener) {
      if (event === 'chainChanged') chainListeners.delete(listener)
    },
    async request({ method, params }) {
      const auth = await frame()
      switch (method) {
        case 'eth_requestAccounts':
          return accountsOf(await auth.readUser(chainToRead(auth)))
        case 'eth_accounts': {
          if (evmUser(auth)) return [evmUser(auth)?.address]
          const restored = await auth.restoreUser({
            chain: lastChain(auth),
            offers,
            fallback: networks[0]?.caipNetworkId,
          })
          return restored ? accountsOf(restored) : []
        }
        case 'eth_chainId':
          return `0x${currentChain(auth).toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          const before = currentChain(auth)
          chainId = referenceOf(await auth.switchChain(`eip155:${Number(hex)}`))
          // Said as a wallet says it, so a switch the app asks of the provider reaches the modal's state too.
          if (chainId !== before) for (const listener of [...chainListeners]) listener(`0x${chainId.toString(16)}`)
          return null
        }
      }
      if (!isAllowedRpcMethod(method)) throw new ProviderRpcError(4200, 'Requested RPC call is not allowed')
      return auth.rpc(method, params, `eip155:${currentChain(auth)}`).catch((error: unknown) => {
        // The visitor refused on the frame's approval page: EIP-1193's 4001, as any wallet says it.
        if (error instanceof FoyerError && error.code === 'FRAME_ERROR' && /rejected/i.test(error.shortMessage))
          throw new ProviderRpcError(4001, error.shortMessage)
        // The visitor closed the modal during the approval (SPEC §5).
        if (error instanceof UserRejectedRequestError) throw new ProviderRpcError(4001, 'User rejected the request.')
        throw error
      })
    },
  }
  return provider
}

export type AuthProvider = ReturnType<typeof createAuthProvider>
