// Program-derived addresses (as Solana's `find_program_address`), for associated token accounts.
import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from './localnet.js'

const marker = new TextEncoder().encode('ProgramDerivedAddress')

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes)
    return true
  } catch {
    return false
  }
}

/** The first off-curve address of sha256(seeds ‖ bump ‖ program ‖ marker), bump from 255 down. */
export function findProgramAddress(seeds: Uint8Array[], programId: string): { address: string; bump: number } {
  const program = base58.decode(programId)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256.create()
    for (const seed of seeds) hash.update(seed)
    const candidate = hash.update(Uint8Array.of(bump)).update(program).update(marker).digest()
    if (!isOnCurve(candidate)) return { address: base58.encode(candidate), bump }
  }
  throw new Error('No program address found')
}

/** The associated token account of `owner` for `mint` (SPL Token program). */
export function associatedTokenAddress(owner: string, mint: string): string {
  const seeds = [base58.decode(owner), base58.decode(TOKEN_PROGRAM_ID), base58.decode(mint)]
  return findProgramAddress(seeds, ASSOCIATED_TOKEN_PROGRAM_ID).address
}
