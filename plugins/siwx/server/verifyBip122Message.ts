import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { type CheckSiwxMessageParameters, checkSiwxMessage } from './checkSiwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface VerifyBip122MessageParameters extends Omit<CheckSiwxMessageParameters, 'namespace'> {
  /** The signature in base64, as the bip122 adapter answers: BIP-322 (a witness) or BIP-137 (65 bytes). */
  signature: string
}

const mainnetChainId = 'bip122:000000000019d6689c085ae165831e93'
const regtestChainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Whether the address is one of the chain's: mainnet's (1…, 3…, bc1…), regtest's (bcrt1…) or a test network's. */
const addressFitsChain = (address: string, chainId: string) =>
  chainId === mainnetChainId
    ? /^(1|3|bc1)/i.test(address)
    : /^[mn2]/.test(address) || new RegExp(`^${chainId === regtestChainId ? 'bcrt1' : 'tb1'}`, 'i').test(address)

/** bip322-js (a CommonJS package, loaded on demand: an app server verifying other namespaces never loads it). */
async function loadVerifier() {
  const module = (await import('bip322-js')) as typeof import('bip322-js') & { default?: typeof import('bip322-js') }
  return module.Verifier ?? module.default?.Verifier
}

/**
 * Verifies a bip122 sign-in message (SERVICES.md §4.1's text): its domain, chain and validity window, an address of
 * that chain, then the account's signature with bip322-js (BIP-322 simple or full, or a BIP-137 signature, which
 * wallets still answer for P2SH and P2PKH addresses). Each refusal its own code, as on eip155.
 */
export async function verifyBip122Message({
  signature,
  ...rules
}: VerifyBip122MessageParameters): Promise<SiwxMessageData> {
  const data = checkSiwxMessage({ ...rules, namespace: 'bip122' })
  if (!addressFitsChain(data.accountAddress, data.chainId)) throw siwxVerifyErrors.wrongChain(data.chainId)
  const Verifier = await loadVerifier()
  const valid = (() => {
    try {
      return Verifier.verifySignature(data.accountAddress, rules.message, signature)
    } catch {
      return false
    }
  })()
  if (!valid) throw siwxVerifyErrors.badSignature()
  return data
}
