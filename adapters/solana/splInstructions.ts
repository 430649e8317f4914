import { type Connection, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { foyerError } from 'foyer/kit'

// The two SPL instructions a token transfer needs, written out (SPL Token and Associated Token Account programs),
// so the adapter needs no `@solana/spl-token` (whose layouts want a global `Buffer` in browsers).

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The owner's associated token account for a mint (a program address of the ATA program). */
export const associatedTokenAddress = (mint: PublicKey, owner: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]

/** A mint's decimals, read from its account (byte 44 of the SPL mint layout). */
export async function mintDecimals(connection: Connection, mint: PublicKey): Promise<number> {
  const account = await connection.getAccountInfo(mint)
  const decimals = account?.data[44]
  if (!account?.owner.equals(TOKEN_PROGRAM_ID) || account.data.length !== 82 || decimals === undefined)
    throw foyerError('SOMETHING_WENT_WRONG', {}, { details: `${mint.toBase58()} is not an SPL token mint` })
  return decimals
}

/** Creates `owner`'s associated token account for `mint`, paid by `payer` (the ATA program's Create). */
export const createAssociatedTokenAccount = (payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey) =>
  new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: new Uint8Array(0) as never,
  })

/** SPL Token's TransferChecked (instruction 12): `amount` base units with the mint's `decimals`, signed by `owner`. */
export function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
) {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: data as never,
  })
}
