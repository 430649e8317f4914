/** SPEC §3's sign-in message fields (SERVICES.md §4.1's `SIWXMessage.Data`); timestamps are ISO-8601. */
export type SiwxMessageData = {
  accountAddress: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

export interface FormatSiwxMessageParameters {
  /** The header's account kind: the network's name (`Ethereum`, `Solana`...). */
  networkName: string
  /** Only the chain id's reference (`1`), as AppKit's messenger with `clearChainIdNamespace` writes it. */
  clearChainIdNamespace?: boolean
}

/**
 * The AppKit SIWX message text (SERVICES.md §4.1): lines joined with `\n`, then trimmed, a missing optional
 * line dropped; the statement line is `\n{statement}\n` or empty, so a blank line always follows the address.
 */
export function formatSiwxMessage(
  data: SiwxMessageData,
  { networkName, clearChainIdNamespace }: FormatSiwxMessageParameters,
) {
  const chainId = clearChainIdNamespace ? data.chainId.split(':')[1] : data.chainId
  const lines = [
    `${data.domain} wants you to sign in with your ${networkName} account:`,
    data.accountAddress,
    data.statement ? `\n${data.statement}\n` : '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    data.issuedAt && `Issued At: ${data.issuedAt}`,
    data.expirationTime && `Expiration Time: ${data.expirationTime}`,
    data.notBefore && `Not Before: ${data.notBefore}`,
    data.requestId && `Request ID: ${data.requestId}`,
    data.resources?.length
      ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)].join('\n')
      : undefined,
  ]
  return lines
    .filter((line): line is string => typeof line === 'string')
    .join('\n')
    .trim()
}

/**
 * The header's account kind and chain-id form per namespace. eip155 writes EIP-4361 (`Ethereum`, the numeric
 * chain id), which AppKit's messenger writes on Ethereum with `clearChainIdNamespace`, so EIP-4361 parsers read it;
 * the others write the network's name and the full CAIP-2 id.
 */
export function messageFormatFor(chainId: string, networkName: string): FormatSiwxMessageParameters {
  return chainId.startsWith('eip155:') ? { networkName: 'Ethereum', clearChainIdNamespace: true } : { networkName }
}
