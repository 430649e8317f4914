import type { SiwxMessageData } from '../rules/siwxMessage.js'
import type { CheckSiwxMessageParameters } from './checkSiwxMessage.js'
import { verifyBip122Message } from './verifyBip122Message.js'
import { verifyCosmosMessage } from './verifyCosmosMessage.js'
import { type VerifyEip155MessageParameters, verifyEip155Message } from './verifyEip155Message.js'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'
import { verifySolanaMessage } from './verifySolanaMessage.js'

/** One namespace's verifier: the message's rules, then the signature with the namespace's own library. */
export type SiwxVerifier = (
  parameters: Omit<CheckSiwxMessageParameters, 'namespace'> & { signature: string },
) => Promise<SiwxMessageData>

export interface VerifierOptions {
  /** eip155: a viem client per chain, for smart accounts (ERC-1271/6492). */
  client?: VerifyEip155MessageParameters['client']
}

/**
 * The verifier of a namespace (eip155: viem; solana: ed25519; bip122: BIP-322 with bip322-js; polkadot:
 * @polkadot/util-crypto; cosmos: ADR-36 with @cosmjs; the last three loaded with the namespace's first message);
 * undefined for a namespace none verifies.
 */
export function verifierFor(namespace: string, { client }: VerifierOptions = {}): SiwxVerifier | undefined {
  if (namespace === 'eip155') return (parameters) => verifyEip155Message({ ...parameters, client })
  if (namespace === 'solana') return verifySolanaMessage
  if (namespace === 'bip122') return verifyBip122Message
  if (namespace === 'polkadot') return verifyPolkadotMessage
  if (namespace === 'cosmos') return verifyCosmosMessage
  return undefined
}
