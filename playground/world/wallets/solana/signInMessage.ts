// The Sign-In With Solana message text (WALLETS.md §1.4): the fields the input has, in their fixed order.
import type { SolanaSignInInput } from '@solana/wallet-standard-features'

export function signInMessage(input: SolanaSignInInput & { domain: string; address: string }): string {
  let text = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) text += `\n\n${input.statement}`
  const fields: [string, string | undefined][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ]
  const lines = fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)
  if (input.resources?.length) lines.push('Resources:', ...input.resources.map((resource) => `- ${resource}`))
  if (lines.length) text += `\n\n${lines.join('\n')}`
  return text
}
