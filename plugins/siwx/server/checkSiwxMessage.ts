import { parseSiwxMessage } from '../rules/parseSiwxMessage.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface CheckSiwxMessageParameters {
  message: string
  /** The host the message must name (`app.example.com`, with its port when it has one). */
  domain: string
  /** The CAIP-2 chain ids accepted (`eip155:1`); every chain of the namespace when absent. */
  chainIds?: readonly string[]
  /** The namespace the verifier serves (`eip155`). */
  namespace: string
  /** Now, in ms; default `Date.now()`. */
  now?: number
}

/** EIP-4361's URI names the resource signed in to: a page of the app, an http(s) URL on the domain's host. */
function isUriOf(uri: string, domain: string): boolean {
  const url = URL.canParse(uri) ? new URL(uri) : undefined
  return (url?.protocol === 'https:' || url?.protocol === 'http:') && url.host === domain.toLowerCase()
}

/**
 * The rules every namespace's verifier shares, before the signature: the text's shape, its domain, the origin of
 * its URI (the domain's host), its chain,
 * its validity window (expiration, not before). Each refusal its own error; the message's fields otherwise.
 */
export function checkSiwxMessage({
  message,
  domain,
  chainIds,
  namespace,
  now = Date.now(),
}: CheckSiwxMessageParameters): SiwxMessageData {
  const data = parseSiwxMessage(message)
  if (!data) throw siwxVerifyErrors.malformed()
  if (data.domain !== domain) throw siwxVerifyErrors.wrongDomain(data.domain, domain)
  if (!isUriOf(data.uri, domain)) throw siwxVerifyErrors.wrongUri(data.uri, domain)
  if (!data.chainId.startsWith(`${namespace}:`) || (chainIds && !chainIds.includes(data.chainId)))
    throw siwxVerifyErrors.wrongChain(data.chainId)
  if (data.expirationTime && !(now < Date.parse(data.expirationTime)))
    throw siwxVerifyErrors.expired(data.expirationTime)
  if (data.notBefore && !(now >= Date.parse(data.notBefore))) throw siwxVerifyErrors.notYetValid(data.notBefore)
  return data
}
