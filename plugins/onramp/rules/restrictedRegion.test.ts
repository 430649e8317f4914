import { describe, expect, test } from 'vitest'
import { onrampUnavailable, restrictedRegionNote } from './restrictedRegion.js'

describe('onrampUnavailable', () => {
  test('a restricted timezone hides Buy with the note; others and the override offer it', () => {
    expect(onrampUnavailable({}, 'Asia/Shanghai')).toBe(restrictedRegionNote)
    expect(onrampUnavailable({}, 'Asia/Hong_Kong')).toBe(restrictedRegionNote)
    expect(onrampUnavailable({}, 'Asia/Tokyo')).toBeUndefined()
    expect(onrampUnavailable({}, undefined)).toBeUndefined()
    expect(onrampUnavailable({ onrampInRestrictedRegions: true }, 'Asia/Shanghai')).toBeUndefined()
  })
})
