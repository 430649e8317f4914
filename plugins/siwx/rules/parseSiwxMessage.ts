import type { SiwxMessageData } from './siwxMessage.js'

const header = /^(?<domain>\S+) wants you to sign in with your (?<network>.+) account:\n(?<address>\S+)\n\n/
const field = (text: string, name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]

/**
 * Reads SERVICES.md §4.1's text back into its fields, the chain id as CAIP-2 (a bare reference, as EIP-4361
 * writes it, is eip155's). Undefined when the text is not of that shape.
 */
export function parseSiwxMessage(message: string): SiwxMessageData | undefined {
  const head = message.match(header)
  // WalletConnect's text of a message without a statement has one more blank line before the URI.
  const rest = message.slice(head?.[0].length ?? 0).replace(/^\n(?=URI: )/, '')
  const uri = field(rest, 'URI')
  const chain = field(rest, 'Chain ID')
  const nonce = field(rest, 'Nonce')
  if (!head?.groups || !uri || !chain || !nonce || field(rest, 'Version') !== '1') return undefined
  const statement = rest.startsWith('URI: ') ? undefined : rest.slice(0, rest.indexOf('\n\nURI: '))
  const resources = rest
    .split('\nResources:\n')[1]
    ?.split('\n')
    .map((line) => line.replace(/^- /, ''))
  const optional = {
    statement,
    issuedAt: field(rest, 'Issued At'),
    expirationTime: field(rest, 'Expiration Time'),
    notBefore: field(rest, 'Not Before'),
    requestId: field(rest, 'Request ID'),
    resources,
  }
  return {
    domain: head.groups.domain as string,
    accountAddress: head.groups.address as string,
    uri,
    version: '1',
    chainId: chain.includes(':') ? chain : `eip155:${chain}`,
    nonce,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
}
