import { hex } from '@scure/base'
import { address, networks } from 'bitcoinjs-lib'
import { RequestError } from '../api/http/replies.js'

/**
 * The output script (hex) an address pays to, on regtest (bcrt1…, 2…, m…/n…). Testnet's bech32 spelling (tb1…) is
 * accepted too: the test wallet names its taproot key that way, and its P2SH addresses read the same on both.
 */
export function addressScript(text: string): string {
  for (const network of [networks.regtest, networks.testnet]) {
    try {
      return hex.encode(address.toOutputScript(text, network))
    } catch {
      // not this network's spelling: try the next
    }
  }
  throw new RequestError('address', `Invalid Bitcoin address ${text}`)
}
