// The dev chain's state as @polkadot/api reads it: Substrate's static metadata (v14, the kitchensink node's
// pallets), and System.Account entries encoded with that metadata's own types, keyed by their storage keys.
import { Metadata, TypeRegistry } from '@polkadot/types'
import { expandMetadata } from '@polkadot/types/metadata/decorate'
import substrateMetadata from '@polkadot/types-support/metadata/static-substrate'
import { compactAddLength, compactStripLength, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'

export interface AccountBalance {
  free: bigint
  nonce?: number
}

/** The metadata (hex, as `state_getMetadata` answers) and the System.Account encoders. */
export function createSubstrateState() {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, substrateMetadata)
  registry.setMetadata(metadata)
  const account = expandMetadata(registry, metadata).query.system!.account!
  const valueType = registry.createLookupType(account.meta.type.asMap.value)
  return {
    metadataHex: substrateMetadata as `0x${string}`,
    /** The runtime API's answers: the metadata versions it has (Vec<u32>: 14) and v14 as Option<OpaqueMetadata>. */
    metadataVersionsHex: u8aToHex(registry.createType('Vec<u32>', [metadata.version]).toU8a()),
    opaqueMetadataHex: u8aToHex(u8aConcat([1], compactAddLength(hexToU8a(substrateMetadata)))),
    /** The storage key of an address's System.Account entry (twox128 twice, then blake2_128concat of the id). */
    accountKey: (address: string) => u8aToHex(compactStripLength(account(address))[1]), // the entry is length-prefixed
    /** An AccountInfo: the nonce, one provider, the free balance; nothing reserved or frozen. */
    accountValue: ({ free, nonce = 0 }: AccountBalance) =>
      registry.createType(valueType, { nonce, providers: 1, data: { free } }).toHex(),
  }
}
