// The seeded state of the world's Solana localnet, written straight into accounts (no transactions): every test
// account's SOL, the USDC mint and the associated token accounts of accounts 0..4.
import { base58 } from '@scure/base'
import { LAMPORTS_PER_SOL, SOLANA_SEED, SOLANA_USDC, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID } from './localnet.js'
import { associatedTokenAddress } from './programAddress.js'
import { solanaTestAccounts } from './solanaTestAccounts.js'
import { encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './tokenLayout.js'

export interface SeedAccount {
  address: string
  lamports: bigint
  data: Uint8Array
  owner: string
}

/** The accounts to write, computed once (they never change). */
export function seedAccounts(rentExempt: (size: number) => bigint): SeedAccount[] {
  const units = 10n ** BigInt(SOLANA_USDC.decimals)
  const holders = solanaTestAccounts.slice(0, SOLANA_SEED.usdcAccounts)
  const wallets = solanaTestAccounts.map(({ address }) => ({
    address,
    lamports: SOLANA_SEED.solPerAccount * LAMPORTS_PER_SOL,
    data: new Uint8Array(0),
    owner: SYSTEM_PROGRAM_ID,
  }))
  const mint = {
    address: SOLANA_USDC.mint,
    lamports: rentExempt(MINT_SIZE),
    owner: TOKEN_PROGRAM_ID,
    data: encodeMint({
      mintAuthority: solanaTestAccounts[SOLANA_SEED.mintAuthority]!.address,
      supply: SOLANA_SEED.usdcPerAccount * units * BigInt(holders.length),
      decimals: SOLANA_USDC.decimals,
      isInitialized: true,
      freezeAuthority: null,
    }),
  }
  const tokenAccounts = holders.map(({ address: owner }) => ({
    address: associatedTokenAddress(owner, SOLANA_USDC.mint),
    lamports: rentExempt(TOKEN_ACCOUNT_SIZE),
    owner: TOKEN_PROGRAM_ID,
    data: encodeTokenAccount({
      mint: SOLANA_USDC.mint,
      owner,
      amount: SOLANA_SEED.usdcPerAccount * units,
      delegate: null,
      state: 1,
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    }),
  }))
  return [...wallets, mint, ...tokenAccounts]
}

export const decodeAddress = (address: string) => base58.decode(address)
