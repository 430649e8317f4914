import type { Connector, Namespace } from 'foyer'

/** One wallet that offers several namespaces: its connectors, one per namespace, behind one entry. */
export interface MultiChainConnector extends Connector {
  type: 'MULTI_CHAIN'
  connectors: Connector[]
}

export const isMultiChain = (connector: Connector): connector is MultiChainConnector =>
  connector.type === 'MULTI_CHAIN' && Array.isArray((connector as Partial<MultiChainConnector>).connectors)

/**
 * The merge rule (issue 12): installed connectors (ANNOUNCED) of different namespaces that name one rdns are one
 * wallet, a MULTI_CHAIN connector in the place of the first, listing each namespace's connector once (the first
 * of a namespace wins). A name alone does not merge (an EVM and a Solana wallet may share one), nor does a
 * connector without rdns. Everything else passes as it was, in its order.
 */
export function multiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const byRdns = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const rdns = connector.type === 'ANNOUNCED' ? connector.info?.rdns : undefined
    if (!rdns) continue
    const group = byRdns.get(rdns) ?? []
    if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
    byRdns.set(rdns, group)
  }
  const merged = new Set<string>()
  const result: Connector[] = []
  for (const connector of connectors) {
    const rdns = connector.type === 'ANNOUNCED' ? connector.info?.rdns : undefined
    const group = rdns ? byRdns.get(rdns) : undefined
    if (!rdns || !group || group.length < 2) {
      result.push(connector)
      continue
    }
    if (merged.has(rdns)) continue
    merged.add(rdns)
    const [first] = group as [Connector, ...Connector[]]
    const multi: MultiChainConnector = { ...first, id: rdns, type: 'MULTI_CHAIN', connectors: group }
    result.push(multi)
  }
  return result
}

/** The connector to choose first (the active namespace's, else the first), and the others to connect beside it. */
export function splitMultiChain(connector: MultiChainConnector, active: Namespace | undefined) {
  const lead = connector.connectors.find((member) => member.chain === active) ?? connector.connectors[0]!
  return { lead, companions: connector.connectors.filter((member) => member !== lead) }
}
