// The wallet side of live sessions: what they hold, ending them, and telling them about the user's account and
// chain changes. A session only carries what its namespace approved, so a change it does not cover is first added
// by a session update (as real wallets do), then announced as a session event the session subscribed to.
import type { IWalletKit } from '@reown/walletkit'
import type { Address } from '../eip155/WalletContext.js'
import { caipAccounts } from './sessionNamespaces.js'

export interface WalletConnectSession {
  topic: string
  /** The dapp's metadata. */
  peer: { name: string; url: string; description: string; icons: string[] }
  chainIds: number[]
  accounts: Address[]
  methods: string[]
  events: string[]
  /** Seconds since the epoch. */
  expiry: number
}

interface WalletState {
  exposed: Address[]
  chainId: number
}

const userDisconnected = { code: 6000, message: 'User disconnected.' }

const chainIdsOf = (chains: string[] | undefined) => (chains ?? []).map((chain) => Number(chain.split(':')[1]))

export function createSessionControl(walletKit: IWalletKit, state: WalletState, fail: (error: Error) => void) {
  const active = () => Object.values(walletKit.getActiveSessions())
  const eip155Of = (topic: string) => walletKit.getActiveSessions()[topic]?.namespaces.eip155

  /** Replaces the session's eip155 namespace when its chains or accounts differ; resolves once published. */
  async function update(topic: string, chainIds: number[]) {
    const namespace = eip155Of(topic)
    if (!namespace) return
    const accounts = caipAccounts(chainIds, state.exposed)
    const chains = chainIds.map((chainId) => `eip155:${chainId}`)
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index])
    if (same(namespace.accounts, accounts) && same(namespace.chains ?? [], chains)) return
    const namespaces = {
      ...walletKit.getActiveSessions()[topic]!.namespaces,
      eip155: { ...namespace, chains, accounts },
    }
    await walletKit.updateSession({ topic, namespaces })
  }

  async function emit(topic: string, name: string, data: unknown, chainId: number) {
    if (!eip155Of(topic)?.events.includes(name)) return
    await walletKit.emitSessionEvent({ topic, event: { name, data }, chainId: `eip155:${chainId}` })
  }

  const eachSession = (work: (topic: string, chainIds: number[]) => Promise<void>) =>
    Promise.all(
      active().map((session) =>
        work(session.topic, chainIdsOf(session.namespaces.eip155?.chains)).catch((error: unknown) => {
          fail(error as Error)
          throw error
        }),
      ),
    ).then(() => undefined)

  return {
    sessions: (): WalletConnectSession[] =>
      active().map((session) => ({
        topic: session.topic,
        peer: { ...session.peer.metadata },
        chainIds: chainIdsOf(session.namespaces.eip155?.chains),
        accounts: [
          ...new Set((session.namespaces.eip155?.accounts ?? []).map((account) => account.split(':')[2] as Address)),
        ],
        methods: [...(session.namespaces.eip155?.methods ?? [])],
        events: [...(session.namespaces.eip155?.events ?? [])],
        expiry: session.expiry,
      })),

    async disconnect(topic?: string) {
      const topics = topic === undefined ? active().map((session) => session.topic) : [topic]
      await Promise.all(topics.map((one) => walletKit.disconnectSession({ topic: one, reason: userDisconnected })))
    },

    /** accountsChanged with the exposed accounts as CAIP-10 on the event's chain (the user's, if approved). */
    announceAccounts: () =>
      eachSession(async (topic, chainIds) => {
        await update(topic, chainIds)
        const chainId = chainIds.includes(state.chainId) ? state.chainId : chainIds[0]!
        await emit(topic, 'accountsChanged', caipAccounts([chainId], state.exposed), chainId)
      }),

    /** chainChanged with the chain id as a number, after adding the chain to sessions that lack it. */
    announceChain: (chainId: number) =>
      eachSession(async (topic, chainIds) => {
        await update(topic, chainIds.includes(chainId) ? chainIds : [...chainIds, chainId])
        await emit(topic, 'chainChanged', chainId, chainId)
      }),
  }
}
