import { type CaipNetworkId, isCaipNetworkId } from 'foyer'

interface SessionLike {
  namespaces: Record<string, { chains?: string[]; accounts: string[] } | undefined>
}

/**
 * The eip155 networks a WalletConnect session approved: its namespace's chains, else the networks of its
 * accounts (`eip155:1:0xabc`). Undefined without an eip155 namespace.
 */
export function approvedNetworkIds(session: SessionLike | undefined): CaipNetworkId[] | undefined {
  const namespace = session?.namespaces.eip155
  if (!namespace) return undefined
  const fromAccounts = namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  const ids = (namespace.chains ?? fromAccounts).filter((id) => id.startsWith('eip155:') && isCaipNetworkId(id))
  return [...new Set(ids)] as CaipNetworkId[]
}
