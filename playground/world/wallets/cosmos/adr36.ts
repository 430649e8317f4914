// ADR-36 arbitrary-data signing (WALLETS.md §4.3): an amino sign doc with one `sign/MsgSignData` message, empty
// chain id, zero account number, sequence and fee.
import type { StdSignDoc } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'

export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  }
}
