import { describe, expect, test } from 'vitest'
import { isCaipAddress, isCaipNetworkId, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './caip.js'

describe('CAIP ids', () => {
  test('an address has three colon-separated parts', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      networkId: 'eip155:1',
    })
    expect(isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(
      true,
    )
  })

  test.each(['eip155:1', 'eip155:1:0xabc:extra', '', 'eip155::0xabc', 'EIP155:1:0xabc', 42, null])(
    'a malformed address %j is rejected with a clear error',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(/Invalid CAIP address/)
      expect(isCaipAddress(value)).toBe(false)
    },
  )

  test('a network id has two colon-separated parts', () => {
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
    })
  })

  test.each(['eip155', 'eip155:1:0xabc', 'eip155:', ':1', 'eip155:1 ', undefined])(
    'a malformed network id %j is rejected with a clear error',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(/Invalid CAIP network id/)
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )

  test('an address is built from a network id', () => {
    expect(toCaipAddress('eip155:42161', '0xabc')).toBe('eip155:42161:0xabc')
    expect(() => toCaipAddress('eip155:42161', 'has space')).toThrow(/Invalid CAIP address/)
  })
})
