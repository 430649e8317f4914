import type { Connection } from '@solana/web3.js'
import { foyerError } from 'foyer/kit'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until the network reports the transaction confirmed (its status, polled over HTTP: no WebSocket), about
 * `attempts` × `intervalMs` at most; a failed transaction, or none seen in time, is an error.
 */
export async function confirmSignature(connection: Connection, signature: string, attempts = 60, intervalMs = 500) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw foyerError('SOMETHING_WENT_WRONG', {}, { details: JSON.stringify(status.err) })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await sleep(intervalMs)
  }
  throw foyerError('SOMETHING_WENT_WRONG', {}, { details: `${signature} was not confirmed in time` })
}
