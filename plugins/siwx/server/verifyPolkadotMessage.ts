import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { type CheckSiwxMessageParameters, checkSiwxMessage } from './checkSiwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface VerifyPolkadotMessageParameters extends Omit<CheckSiwxMessageParameters, 'namespace'> {
  /**
   * The signature in hex, as the polkadot adapter answers (the extension's `signer.signRaw`): the account's
   * signature of the message's UTF-8 bytes wrapped in `<Bytes>…</Bytes>`; 64 bytes (sr25519, ed25519), or 65/66
   * (ecdsa, or with a MultiSignature type byte).
   */
  signature: string
}

const hexSignature = /^0x([0-9a-fA-F]{2}){64,66}$/

/** @polkadot/util-crypto and @polkadot/util (optional peers, loaded on demand: a server verifying others never loads them). */
async function loadPolkadot() {
  const [crypto, util] = await Promise.all([import('@polkadot/util-crypto'), import('@polkadot/util')])
  await crypto.cryptoWaitReady()
  return { signatureVerify: crypto.signatureVerify, u8aWrapBytes: util.u8aWrapBytes }
}

/**
 * Verifies a polkadot sign-in message (SERVICES.md §4.1's text): its domain, chain and validity window, then the
 * account's signature with @polkadot/util-crypto's `signatureVerify` over the `<Bytes>`-wrapped message, which is
 * what polkadot-js extensions' `signRaw` signs (sr25519, ed25519 or ecdsa, as the address's key is). Each refusal
 * its own code, as on eip155.
 */
export async function verifyPolkadotMessage({
  signature,
  ...rules
}: VerifyPolkadotMessageParameters): Promise<SiwxMessageData> {
  const data = checkSiwxMessage({ ...rules, namespace: 'polkadot' })
  if (!hexSignature.test(signature)) throw siwxVerifyErrors.badSignature()
  const { signatureVerify, u8aWrapBytes } = await loadPolkadot()
  const valid = (() => {
    try {
      const wrapped = u8aWrapBytes(new TextEncoder().encode(rules.message))
      return signatureVerify(wrapped, signature, data.accountAddress).isValid
    } catch {
      return false
    }
  })()
  if (!valid) throw siwxVerifyErrors.badSignature()
  return data
}
