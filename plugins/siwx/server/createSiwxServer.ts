import { FoyerError } from 'foyer'
import { parseSiwxMessage } from '../rules/parseSiwxMessage.js'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { checkSiwxMessage } from './checkSiwxMessage.js'
import { createNonceStore, type NonceStore } from './createNonceStore.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'
import { type VerifierOptions, verifierFor } from './verifierFor.js'

export interface CreateSiwxServerParameters {
  /** The app's host, as its messages name it (`app.example.com`); or a rule over the named host. */
  domain: string | ((domain: string) => boolean)
  /** The CAIP-2 chain ids accepted; every chain of the namespaces verified (eip155, solana, bip122, polkadot, cosmos) when absent. */
  chainIds?: readonly string[]
  /** A viem client per chain, for smart accounts (ERC-1271/6492). */
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
  client,
  nonces = createNonceStore(),
  now = Date.now,
}: CreateSiwxServerParameters): SiwxServer {
  return {
    nonce: () => nonces.issue(),
    async verify({ message, signature }) {
      const named = parseSiwxMessage(message)?.domain ?? ''
      if (typeof domain !== 'string' && !domain(named)) throw siwxVerifyErrors.wrongDomain(named, "this app's host")
      const expected = typeof domain === 'string' ? domain : named
      const rules = { message, domain: expected, chainIds, now: now() }
      const namespace = parseSiwxMessage(message)?.chainId.split(':')[0] ?? ''
      const data = checkSiwxMessage({ ...rules, namespace })
      const verify = verifierFor(namespace, { client })
      if (!verify) throw siwxVerifyErrors.wrongChain(data.chainId)
      if (!nonces.take(data.nonce)) throw siwxVerifyErrors.unknownNonce()
      return verify({ ...rules, signature })
    },
  }
}

export const isSiwxRefusal = (error: unknown): error is FoyerError =>
  error instanceof FoyerError && error.code.startsWith('SIWX_')
