import { describe, expect, test } from 'vitest'
import type { RemoteFeatures } from '../options/features.js'
import type { RemoteConfigResponse } from './configSchemas.js'
import { mapRemoteFeatures } from './mapRemoteFeatures.js'
// Foyer's manifests hold the remote switches of their features.
import { catalogue } from '../../plugins/manifests.js'

type Entry = RemoteConfigResponse['features'][number]
const on = (id: string, config: string[] | null | undefined = []): Entry => ({ id, isEnabled: true, config })
const off = (id: string, config: string[] | null = []): Entry => ({ id, isEnabled: false, config })
const allMissing: RemoteFeatures = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  reownBranding: false,
}

describe('mapping /appkit/v1/config to remote features', () => {
  test.each<[string, Entry[], RemoteFeatures]>([
    ['no entries: every remote feature is off', [], allMissing],
    [
      'social_login with email and providers',
      [on('social_login', ['email', 'google', 'x', 'discord'])],
      { ...allMissing, email: true, socials: ['google', 'x', 'discord'] },
    ],
    [
      'social_login without email',
      [on('social_login', ['github'])],
      { ...allMissing, email: false, socials: ['github'] },
    ],
    ['social_login with email only', [on('social_login', ['email'])], { ...allMissing, email: true, socials: false }],
    [
      'social_login with an unknown provider',
      [on('social_login', ['myspace', 'apple'])],
      { ...allMissing, socials: ['apple'] },
    ],
    ['social_login switched off', [off('social_login', ['email', 'google'])], allMissing],
    [
      'social_login with config null: local stands',
      [on('social_login', null)],
      { ...allMissing, email: undefined, socials: undefined },
    ],
    ['social_login with no config at all', [on('social_login', undefined)], allMissing],
    ['swap with a provider', [on('swap', ['1inch'])], { ...allMissing, swaps: ['1inch'] }],
    ['swap on with an empty list', [on('swap', [])], allMissing],
    ['onramp with providers', [on('onramp', ['meld', 'coinbase'])], { ...allMissing, onramp: ['meld', 'coinbase'] }],
    ['onramp with config null: local stands', [on('onramp', null)], { ...allMissing, onramp: undefined }],
    ['activity on', [on('activity')], { ...allMissing, activity: true }],
    ['activity off', [off('activity')], allMissing],
    ['activity with config null: local stands', [off('activity', null)], { ...allMissing, activity: undefined }],
    ['reown_branding on', [on('reown_branding')], { ...allMissing, reownBranding: true }],
    ['ids Foyer does not use are ignored', [on('multi_wallet'), on('headless')], allMissing],
  ])('%s', (_, features, expected) => {
    const mapped = mapRemoteFeatures({ features }, catalogue)
    expect(mapped).toEqual(Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)))
  })
})
