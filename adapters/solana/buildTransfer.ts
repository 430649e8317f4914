import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccount,
  mintDecimals,
  transferChecked,
} from './splInstructions.js'

export interface BuildTransferParameters {
  connection: Connection
  from: string
  to: string
  /** In the smallest unit: lamports for SOL, the token's base unit for an SPL token. */
  amount: bigint
  /** The SPL token's mint; absent for SOL. */
  token?: string | undefined
}

/**
 * A transfer's wire bytes, unsigned, paid by `from`: a SystemProgram transfer of SOL, or an SPL `transferChecked`
 * between the associated token accounts, creating the receiver's first when it is missing.
 */
export async function buildTransfer({ connection, from, to, amount, token }: BuildTransferParameters) {
  const payer = new PublicKey(from)
  const receiver = new PublicKey(to)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer, blockhash, lastValidBlockHeight })
  if (token === undefined) {
    transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: amount }))
  } else {
    const mint = new PublicKey(token)
    const decimals = await mintDecimals(connection, mint)
    const source = associatedTokenAddress(mint, payer)
    const target = associatedTokenAddress(mint, receiver)
    if (!(await connection.getAccountInfo(target)))
      transaction.add(createAssociatedTokenAccount(payer, target, receiver, mint))
    transaction.add(transferChecked(source, mint, target, payer, amount, decimals))
  }
  return {
    bytes: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
    blockhash,
    lastValidBlockHeight,
  }
}
