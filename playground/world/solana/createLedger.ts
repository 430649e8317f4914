// The localnet's state: a litesvm engine plus what a validator adds around it: slots (one per landed
// transaction), a fresh blockhash per slot with the last 150 still valid, signature statuses and history.
import { base58 } from '@scure/base'
import { isFailure, type LiteSvm, loadLiteSvm, type SvmAccount, type SvmMeta } from './loadLiteSvm.js'
import { type SeedAccount, seedAccounts } from './seedLedger.js'
import { type TransactionErrorJson, transactionErrorJson } from './transactionError.js'
import { type DecodedTransaction, decodeTransaction, transactionSignature } from './wire.js'

export interface LedgerAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  rentEpoch: bigint
}

export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  err: TransactionErrorJson | null
  /** The wire bytes (absent for airdrops, which litesvm sends itself). */
  bytes?: Uint8Array
  fee: number
  preBalances: number[]
  postBalances: number[]
  logs: string[]
  unitsConsumed: number
}

export interface Outcome {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: number
  returnData: { programId: string; data: Uint8Array } | null
}

/** Blockhashes stay valid this many slots, as on a real cluster. */
export const BLOCKHASH_LIFETIME = 150
const LAMPORTS_PER_SIGNATURE = 5000

const toAccount = (account: SvmAccount): LedgerAccount => ({
  lamports: account.lamports(),
  data: account.data(),
  owner: base58.encode(account.owner()),
  executable: account.executable(),
  rentEpoch: account.rentEpoch(),
})

export function outcomeOf(meta: SvmMeta, err: TransactionErrorJson | null): Outcome {
  const returned = meta.returnData()
  const data = returned.data()
  return {
    err,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: data.length ? { programId: base58.encode(returned.programId()), data } : null,
  }
}

export function createLedger() {
  const { LiteSvm: Engine, Account } = loadLiteSvm()
  let svm: LiteSvm
  let slot = 1
  let blockhashes: string[] = []
  const records = new Map<string, TransactionRecord>()
  const listeners = new Set<(record: TransactionRecord) => void>()
  let seed: SeedAccount[] | undefined

  const write = (address: string, { lamports, data, owner }: Pick<SeedAccount, 'lamports' | 'data' | 'owner'>) =>
    svm.setAccount(base58.decode(address), new Account(lamports, data, base58.decode(owner), false, 0n))

  function start() {
    svm = new Engine()
    svm.setBlockhashCheck(false) // checked here, against every blockhash of the last 150 slots
    seed ??= seedAccounts((size) => svm.minimumBalanceForRentExemption(BigInt(size)))
    for (const account of seed) write(account.address, account)
    slot = 1
    svm.warpToSlot(BigInt(slot))
    blockhashes = [svm.latestBlockhash()]
    records.clear()
  }

  const balances = (decoded: DecodedTransaction) =>
    decoded.message.accountKeys.map((key) => Number(svm.getBalance(base58.decode(key)) ?? 0n))

  function land(record: Omit<TransactionRecord, 'slot' | 'blockTime'>): TransactionRecord {
    const landed = { ...record, slot, blockTime: Math.floor(Date.now() / 1000) }
    records.set(landed.signature, landed)
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    blockhashes = [svm.latestBlockhash(), ...blockhashes].slice(0, BLOCKHASH_LIFETIME)
    for (const listener of listeners) listener(landed)
    return landed
  }

  start()
  return {
    get slot() {
      return slot
    },
    latestBlockhash: () => ({ blockhash: blockhashes[0]!, lastValidBlockHeight: slot + BLOCKHASH_LIFETIME }),
    isBlockhashValid: (blockhash: string) => blockhashes.includes(blockhash),
    account(address: string): LedgerAccount | null {
      const found = svm.getAccount(base58.decode(address))
      return found ? toAccount(found) : null
    },
    /** Every account the program owns, with its address. */
    programAccounts: (programId: string) =>
      svm.getProgramAccounts(base58.decode(programId)).map((entry) => ({
        address: base58.encode(entry.address),
        account: toAccount(entry.account()),
      })),
    setAccount: write,
    rentExempt: (size: number) => svm.minimumBalanceForRentExemption(BigInt(size)),
    fee: (numRequiredSignatures: number) => numRequiredSignatures * LAMPORTS_PER_SIGNATURE,
    /** Runs the transaction without keeping its effects; `accounts` are read from the result when asked. */
    simulate(bytes: Uint8Array, options: { sigVerify: boolean; accounts?: string[] }) {
      const decoded = decodeTransaction(bytes)
      if (!blockhashes.includes(decoded.message.recentBlockhash)) {
        return { outcome: { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null }, accounts: null }
      }
      svm.setSigverify(options.sigVerify)
      try {
        const legacy = decoded.message.version === 'legacy'
        const result = legacy ? svm.simulateLegacyTransaction(bytes) : svm.simulateVersionedTransaction(bytes)
        if (isFailure(result))
          return { outcome: outcomeOf(result.meta(), transactionErrorJson(result.err())), accounts: null }
        const post = new Map(result.postAccounts().map((entry) => [base58.encode(entry.address), entry.account()]))
        const accounts = (options.accounts ?? []).map((address) => {
          const account = post.get(address) ?? svm.getAccount(base58.decode(address))
          return account ? toAccount(account) : null
        })
        return { outcome: outcomeOf(result.meta(), null), accounts }
      } finally {
        svm.setSigverify(true)
      }
    },
    /**
     * Executes a transaction. It lands (in a new slot, fee charged) when it ran, failing or not; an error found
     * before execution (bad signature, unknown blockhash, already processed, no fee payer) is returned unlanded.
     */
    submit(bytes: Uint8Array): { record: TransactionRecord } | { rejected: TransactionErrorJson; outcome: Outcome } {
      const decoded = decodeTransaction(bytes)
      const signature = transactionSignature(decoded)
      if (records.has(signature))
        return { rejected: 'AlreadyProcessed', outcome: outcomeOf(emptyMeta, 'AlreadyProcessed') }
      if (!blockhashes.includes(decoded.message.recentBlockhash)) {
        return { rejected: 'BlockhashNotFound', outcome: outcomeOf(emptyMeta, 'BlockhashNotFound') }
      }
      const preBalances = balances(decoded)
      const legacy = decoded.message.version === 'legacy'
      const result = legacy ? svm.sendLegacyTransaction(bytes) : svm.sendVersionedTransaction(bytes)
      const err = isFailure(result) ? transactionErrorJson(result.err()) : null
      const meta = isFailure(result) ? result.meta() : result
      if (typeof err === 'string') return { rejected: err, outcome: outcomeOf(meta, err) }
      const outcome = outcomeOf(meta, err)
      const fee = decoded.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE
      const record = land({
        signature,
        err,
        bytes,
        fee,
        preBalances,
        postBalances: balances(decoded),
        ...pick(outcome),
      })
      return { record }
    },
    airdrop(address: string, lamports: bigint): TransactionRecord {
      const result = svm.airdrop(base58.decode(address), lamports)
      if (!result) throw new Error(`airdrop request failed for ${address}`)
      if (isFailure(result))
        throw new Error(`airdrop request failed: ${JSON.stringify(transactionErrorJson(result.err()))}`)
      const signature = base58.encode(result.signature())
      return land({
        signature,
        err: null,
        fee: LAMPORTS_PER_SIGNATURE,
        preBalances: [],
        postBalances: [],
        ...pick(outcomeOf(result, null)),
      })
    },
    record: (signature: string) => records.get(signature),
    transactionCount: () => records.size,
    onLanded(listener: (record: TransactionRecord) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Back to the seeded state: a fresh engine, slot 1, no history. */
    reset: start,
  }
}

const pick = ({ logs, unitsConsumed }: Outcome) => ({ logs, unitsConsumed })
const emptyMeta: SvmMeta = {
  signature: () => new Uint8Array(64),
  logs: () => [],
  computeUnitsConsumed: () => 0n,
  returnData: () => ({ programId: () => new Uint8Array(32), data: () => new Uint8Array(0) }),
}

export type Ledger = ReturnType<typeof createLedger>
