// The cluster's clock and identity: slots, block height, blockhashes, epoch, version, genesis hash.
import * as z from 'zod/mini'
import type { Ledger } from '../createLedger.js'
import { SOLANA_GENESIS_HASH, SOLANA_VERSION } from '../localnet.js'
import { commitment, parseParams } from './params.js'
import type { MethodTable } from './types.js'

const config = z.optional(z.looseObject({ commitment, minContextSlot: z.optional(z.number()) }))
const noParams = z.array(config).check(z.maxLength(1))
/** Checks that only an optional config was passed, then answers. */
const checked = <T>(params: unknown, answer: T) => {
  parseParams(noParams, params)
  return answer
}

/** Slots per epoch on mainnet; the localnet stays in epoch 0. */
const SLOTS_PER_EPOCH = 432_000

export function clusterMethods(ledger: Ledger, withContext: <T>(value: T) => unknown): MethodTable {
  return {
    getSlot: (params) => checked(params, ledger.slot),
    getBlockHeight: (params) => checked(params, ledger.slot),
    getLatestBlockhash: (params) => checked(params, withContext(ledger.latestBlockhash())),
    getRecentBlockhash: (params) => {
      checked(params, null)
      const { blockhash } = ledger.latestBlockhash()
      return withContext({ blockhash, feeCalculator: { lamportsPerSignature: ledger.fee(1) } })
    },
    isBlockhashValid(params) {
      const [blockhash] = parseParams(z.tuple([z.string()], config), params)
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getEpochInfo: (params) => {
      checked(params, null)
      return {
        absoluteSlot: ledger.slot,
        blockHeight: ledger.slot,
        epoch: 0,
        slotIndex: ledger.slot,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount(),
      }
    },
    getEpochSchedule: () => ({
      slotsPerEpoch: SLOTS_PER_EPOCH,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
    getRecentPrioritizationFees: () => [{ slot: ledger.slot, prioritizationFee: 0 }],
    getVersion: () => SOLANA_VERSION,
    getGenesisHash: () => SOLANA_GENESIS_HASH,
    getHealth: () => 'ok',
  }
}
