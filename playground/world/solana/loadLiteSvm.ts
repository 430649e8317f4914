// litesvm's native engine, loaded directly. litesvm's public wrapper converts through @solana/kit, whose import
// alone costs ~0.7 s and 25 MB; the engine underneath takes and returns raw bytes, which is all a JSON-RPC front
// needs. Pinned to litesvm 1.5.0 (its linux-x64 binary ships as the optional package litesvm-linux-x64-gnu).
import { createRequire } from 'node:module'

export interface SvmAccount {
  lamports(): bigint
  data(): Uint8Array
  owner(): Uint8Array
  executable(): boolean
  rentEpoch(): bigint
}

export interface SvmMeta {
  signature(): Uint8Array
  logs(): string[]
  computeUnitsConsumed(): bigint
  returnData(): { programId(): Uint8Array; data(): Uint8Array }
}

/** A failed transaction: `err()` is a number (fieldless TransactionError) or an object (see transactionError.ts). */
export interface SvmFailure {
  err(): unknown
  meta(): SvmMeta
}

export interface SvmSimulation {
  meta(): SvmMeta
  postAccounts(): { address: Uint8Array; account(): SvmAccount }[]
}

export interface LiteSvm {
  setSigverify(on: boolean): void
  setBlockhashCheck(on: boolean): void
  getSigverify(): boolean
  minimumBalanceForRentExemption(dataLen: bigint): bigint
  getAccount(pubkey: Uint8Array): SvmAccount | null
  getProgramAccounts(programId: Uint8Array): { address: Uint8Array; account(): SvmAccount }[]
  setAccount(pubkey: Uint8Array, account: SvmAccount): void
  getBalance(pubkey: Uint8Array): bigint | null
  latestBlockhash(): string
  expireBlockhash(): void
  airdrop(pubkey: Uint8Array, lamports: bigint): SvmMeta | SvmFailure | null
  sendLegacyTransaction(bytes: Uint8Array): SvmMeta | SvmFailure
  sendVersionedTransaction(bytes: Uint8Array): SvmMeta | SvmFailure
  simulateLegacyTransaction(bytes: Uint8Array): SvmSimulation | SvmFailure
  simulateVersionedTransaction(bytes: Uint8Array): SvmSimulation | SvmFailure
  warpToSlot(slot: bigint): void
  getClock(): { slot: bigint; unixTimestamp: bigint; epoch: bigint }
}

export interface LiteSvmBinding {
  LiteSvm: new () => LiteSvm
  Account: new (
    lamports: bigint,
    data: Uint8Array,
    owner: Uint8Array,
    executable: boolean,
    rentEpoch: bigint,
  ) => SvmAccount
  FailedTransactionMetadata: abstract new (...args: never[]) => SvmFailure
}

let binding: LiteSvmBinding | undefined

/** The engine's classes (loaded once; throws with the reason if the platform binary is missing). */
export function loadLiteSvm(): LiteSvmBinding {
  binding ??= createRequire(import.meta.url)('litesvm/dist/internal.js') as LiteSvmBinding
  return binding
}

export const isFailure = (result: unknown): result is SvmFailure =>
  result instanceof loadLiteSvm().FailedTransactionMetadata
