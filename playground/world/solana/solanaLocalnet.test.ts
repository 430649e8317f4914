// Every fixed value of the Solana localnet, derived again from its stated rule.
import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256, sha512 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, SOLANA_USDC } from './localnet.js'
import { associatedTokenAddress } from './programAddress.js'
import { solanaTestAccounts } from './solanaTestAccounts.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** SLIP-10 ed25519 derivation (hardened only), as Phantom and solana-keygen derive from a mnemonic. */
function slip10(seed: Uint8Array, path: number[]): Uint8Array {
  let node = hmac(sha512, utf8('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | 0x80000000) >>> 0)
    node = hmac(sha512, node.subarray(32), data)
  }
  return node.subarray(0, 32)
}

test('the genesis hash is base58(sha256("foyer-world:solana:localnet")) and the CAIP-2 id its first 32 characters', () => {
  expect(SOLANA_GENESIS_HASH).toBe(base58.encode(sha256(utf8('foyer-world:solana:localnet'))))
  expect(SOLANA_CAIP_NETWORK_ID).toBe(`solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`)
  expect(SOLANA_CAIP_NETWORK_ID).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
})

test('the test accounts are the world mnemonic’s keys at m/44’/501’/i’/0’', () => {
  const seed = mnemonicToSeedSync('test test test test test test test test test test test junk')
  const derived = solanaTestAccounts.map((_, index) => {
    const secret = slip10(seed, [44, 501, index, 0])
    return { address: base58.encode(ed25519.getPublicKey(secret)), secretKey: Buffer.from(secret).toString('hex') }
  })
  expect(derived).toEqual(solanaTestAccounts)
})

test('the USDC mint is the public key of sha256("foyer-world:solana:usdc-mint")', () => {
  expect(SOLANA_USDC.mint).toBe(base58.encode(ed25519.getPublicKey(sha256(utf8('foyer-world:solana:usdc-mint')))))
})

test('associated token addresses agree with @solana/spl-token', () => {
  for (const { address } of solanaTestAccounts.slice(0, 3)) {
    const expected = getAssociatedTokenAddressSync(new PublicKey(SOLANA_USDC.mint), new PublicKey(address))
    expect(associatedTokenAddress(address, SOLANA_USDC.mint)).toBe(expected.toBase58())
  }
})
