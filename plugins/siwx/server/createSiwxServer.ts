import { FoyerError } from 'foyer'
import { parseSiwxMessage } from '../rules/parseSiwxMessage.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { checkSiwxMessage } from './checkSiwxMessage.js'
import { createNonceStore, type NonceStore } from './createNonceStore.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'
import { rpcUrlClients } from './rpcUrlClients.js'
import { type VerifierOptions, verifierFor } from './verifierFor.js'

export interface CreateSiwxServerParameters {
  /** The app's host, as its messages name it (`app.example.com`); or a rule over the named host. */
  domain: string | ((domain: string) => boolean)
  /** The CAIP-2 chain ids accepted; every chain of the namespaces verified (eip155, solana, bip122, polkadot, cosmos) when absent. */
  chainIds?: readonly string[]
  /**
   * How eip155 signatures reach their chain, so that smart accounts verify (ERC-1271 deployed, ERC-6492 not yet
   * deployed): a JSON-RPC URL per CAIP-2 chain id (`{ 'eip155:1': 'https://…' }`), or a viem public client per chain
   * id (`client`, which wins where it answers). A chain with neither verifies EOA signatures only, with no RPC.
   */
  rpcUrls?: Readonly<Record<string, string>>
  client?: VerifierOptions['client']
  nonces?: NonceStore
  now?: () => number
}

export interface SiwxServer {
  nonce(): string
  /** Verifies a signed message whose nonce was issued here and not used yet, and uses the nonce up. */
  verify(parameters: { message: string; signature: string }): Promise<SiwxMessageData>
}

/**
 * The app server's side of sign-in: single-use nonces, and the verification of a signed message with its
 * namespace's verifier (eip155: viem; solana: ed25519; bip122: BIP-322; polkadot: sr25519/ed25519/ecdsa with
 * @polkadot/util-crypto; cosmos: ADR-36). A replayed message (its nonce used already, or never issued) is
 * SIWX_NONCE_UNKNOWN; the nonce is used up by any attempt that passes the message's rules, so two posts racing
 * get one answer.
 */
export function createSiwxServer({
  domain,
  chainIds,
  rpcUrls,
  client,
  nonces = createNonceStore(),
  now = Date.now,
}: CreateSiwxServerParameters): SiwxServer {
  const fromUrls = rpcUrls ? rpcUrlClients(rpcUrls) : undefined
  const clientOf = (chainId: string) => client?.(chainId) ?? fromUrls?.(chainId)
  return {
    nonce: () => nonces.issue(),
    async verify({ message, signature }) {
      // Not a sign-in message at all: malformed, before any rule reads its fields.
      const parsed = parseSiwxMessage(message)
      if (!parsed) throw siwxVerifyErrors.malformed()
      const named = parsed.domain
      if (typeof domain !== 'string' && !domain(named)) throw siwxVerifyErrors.wrongDomain(named, "this app's host")
      const expected = typeof domain === 'string' ? domain : named
      const rules = { message, domain: expected, chainIds, now: now() }
      const namespace = parsed.chainId.split(':')[0] ?? ''
      const data = checkSiwxMessage({ ...rules, namespace })
      const verify = verifierFor(namespace, { client: clientOf })
      if (!verify) throw siwxVerifyErrors.wrongChain(data.chainId)
      if (!nonces.take(data.nonce)) throw siwxVerifyErrors.unknownNonce()
      return verify({ ...rules, signature })
    },
  }
}

export const isSiwxRefusal = (error: unknown): error is FoyerError =>
  error instanceof FoyerError && error.code.startsWith('SIWX_')
