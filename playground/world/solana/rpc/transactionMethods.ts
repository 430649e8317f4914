// Sending, simulating and looking up transactions, airdrops and fees.
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { Ledger, Outcome, TransactionRecord } from '../createLedger.js'
import { transactionErrorText } from '../transactionError.js'
import { decodeMessage, decodeTransaction } from '../wire.js'
import { encodeAccount } from './encodeAccount.js'
import { address, commitment, decodeWire, encoding, parseParams } from './params.js'
import { invalidParams, preflightFailure, signatureVerificationFailure, unsupportedVersion } from './rpcError.js'
import type { MethodTable } from './types.js'

const signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'expected a base58 signature'))
const sendConfig = z.optional(
  z.looseObject({
    encoding,
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: commitment,
    maxRetries: z.optional(z.number()),
  }),
)
const simulateConfig = z.optional(
  z.looseObject({
    encoding,
    commitment,
    sigVerify: z.optional(z.boolean()),
    replaceRecentBlockhash: z.optional(z.boolean()),
    accounts: z.optional(z.object({ addresses: z.array(address), encoding })),
  }),
)

const simulationValue = (outcome: Outcome, accounts: unknown[] | null) => ({
  err: outcome.err,
  logs: outcome.logs,
  accounts,
  unitsConsumed: outcome.unitsConsumed,
  returnData: outcome.returnData && {
    programId: outcome.returnData.programId,
    data: [base64.encode(outcome.returnData.data), 'base64'],
  },
  innerInstructions: null,
})

function decodeOrThrow(bytes: Uint8Array) {
  try {
    return decodeTransaction(bytes)
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}

const statusOf = (record: TransactionRecord) => ({
  slot: record.slot,
  confirmations: null,
  err: record.err,
  status: record.err === null ? { Ok: null } : { Err: record.err },
  confirmationStatus: 'finalized',
})

export function transactionMethods(ledger: Ledger, withContext: <T>(value: T) => unknown): MethodTable {
  function transactionJson(record: TransactionRecord, wanted: string | undefined, maxVersion: number | undefined) {
    if (!record.bytes) return null
    const decoded = decodeTransaction(record.bytes)
    const { message } = decoded
    if (message.version === 0 && maxVersion === undefined) throw unsupportedVersion(0)
    const transaction =
      wanted === 'base64'
        ? [base64.encode(record.bytes), 'base64']
        : {
            signatures: decoded.signatures.map((bytes) => base58.encode(bytes)),
            message: {
              accountKeys: message.accountKeys,
              header: message.header,
              recentBlockhash: message.recentBlockhash,
              instructions: message.instructions.map((instruction) => ({ ...instruction, stackHeight: null })),
              ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups } : {}),
            },
          }
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      ...(maxVersion === undefined ? {} : { version: message.version }),
      transaction,
      meta: {
        err: record.err,
        status: statusOf(record).status,
        fee: record.fee,
        preBalances: record.preBalances,
        postBalances: record.postBalances,
        innerInstructions: [],
        logMessages: record.logs,
        preTokenBalances: [],
        postTokenBalances: [],
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: record.unitsConsumed,
      },
    }
  }

  return {
    sendTransaction(params) {
      const [wire, options] = parseParams(z.tuple([z.string()], sendConfig), params)
      const bytes = decodeWire(wire, options?.encoding)
      decodeOrThrow(bytes)
      if (!options?.skipPreflight) {
        const { outcome } = ledger.simulate(bytes, { sigVerify: true })
        if (outcome.err === 'SignatureFailure') throw signatureVerificationFailure()
        if (outcome.err !== null)
          throw preflightFailure(transactionErrorText(outcome.err), simulationValue(outcome, null))
      }
      const sent = ledger.submit(bytes)
      if ('rejected' in sent) {
        if (sent.rejected === 'SignatureFailure') throw signatureVerificationFailure()
        throw preflightFailure(transactionErrorText(sent.rejected), simulationValue(sent.outcome, null))
      }
      return sent.record.signature
    },
    simulateTransaction(params) {
      const [wire, options] = parseParams(z.tuple([z.string()], simulateConfig), params)
      const bytes = decodeWire(wire, options?.encoding).slice()
      const decoded = decodeOrThrow(bytes)
      if (options?.sigVerify && options.replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      if (options?.replaceRecentBlockhash) {
        const at = bytes.length - decoded.messageBytes.length + decoded.message.recentBlockhashOffset
        bytes.set(base58.decode(ledger.latestBlockhash().blockhash), at)
      }
      const wanted = options?.accounts
      const { outcome, accounts } = ledger.simulate(bytes, {
        sigVerify: options?.sigVerify ?? false,
        ...(wanted ? { accounts: wanted.addresses } : {}),
      })
      const encoded = accounts?.map(
        (account) => account && encodeAccount(ledger, account, wanted?.encoding ?? 'base64'),
      )
      return withContext(simulationValue(outcome, encoded ?? null))
    },
    getSignatureStatuses(params) {
      const [signatures] = parseParams(z.tuple([z.array(signature)], z.optional(z.looseObject({}))), params)
      if (signatures.length > 256) throw invalidParams('Too many inputs provided; max 256')
      return withContext(
        signatures.map((entry) => {
          const record = ledger.record(entry)
          return record ? statusOf(record) : null
        }),
      )
    },
    getTransaction(params) {
      const config = z.optional(
        z.looseObject({ encoding, commitment, maxSupportedTransactionVersion: z.optional(z.number()) }),
      )
      const [entry, options] = parseParams(z.tuple([signature], config), params)
      const record = ledger.record(entry)
      return record ? transactionJson(record, options?.encoding, options?.maxSupportedTransactionVersion) : null
    },
    requestAirdrop(params) {
      const [key, lamports] = parseParams(
        z.tuple([address, z.number().check(z.positive())], z.optional(z.looseObject({}))),
        params,
      )
      return ledger.airdrop(key, BigInt(lamports)).signature
    },
    getFeeForMessage(params) {
      const [wire] = parseParams(z.tuple([z.string()], z.optional(z.looseObject({}))), params)
      let message: ReturnType<typeof decodeMessage>
      try {
        message = decodeMessage(base64.decode(wire))
      } catch (error) {
        throw invalidParams(`failed to deserialize the message: ${(error as Error).message}`)
      }
      const valid = ledger.isBlockhashValid(message.recentBlockhash)
      return withContext(valid ? ledger.fee(message.header.numRequiredSignatures) : null)
    },
  }
}
