import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { type CheckSiwxMessageParameters, checkSiwxMessage } from './checkSiwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface VerifySolanaMessageParameters extends Omit<CheckSiwxMessageParameters, 'namespace'> {
  /** The ed25519 signature of the message's UTF-8 bytes, in base58 (as the solana adapter answers). */
  signature: string
}

const decode = (text: string) => {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Verifies a solana sign-in message (SERVICES.md §4.1's text): its domain, chain and validity window, then the
 * ed25519 signature of the account (the address is the public key). Each refusal its own code, as on eip155.
 */
export async function verifySolanaMessage({
  signature,
  ...rules
}: VerifySolanaMessageParameters): Promise<SiwxMessageData> {
  const data = checkSiwxMessage({ ...rules, namespace: 'solana' })
  const key = decode(data.accountAddress)
  const bytes = decode(signature)
  const valid =
    key?.length === 32 &&
    bytes?.length === 64 &&
    (() => {
      try {
        return ed25519.verify(bytes, new TextEncoder().encode(rules.message), key)
      } catch {
        return false
      }
    })()
  if (!valid) throw siwxVerifyErrors.badSignature()
  return data
}
