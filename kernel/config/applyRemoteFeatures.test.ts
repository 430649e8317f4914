import { expect, test } from 'vitest'
import type { FeatureOptions } from '../options/FoyerSettings.js'
import type { RemoteFeatures } from '../options/features.js'
import { resolveWithCatalogue as resolveFeatures } from '../testing/catalogueFeatures.js'
import { applyRemoteFeatures, ignoredLocalConfigMessage } from './applyRemoteFeatures.js'

test.each<[string, FeatureOptions, RemoteFeatures, Partial<ReturnType<typeof resolveFeatures>>, string[]]>([
  [
    'remote values replace defaults without a warning',
    {},
    { swaps: false, email: false },
    { swaps: false, email: false },
    [],
  ],
  [
    'a local value the remote changes is ignored and named',
    { email: true, swaps: ['1inch'] },
    { email: false, swaps: false },
    { email: false, swaps: false },
    // Named in the order the manifests are read (email's before swaps').
    ['email', 'swaps'],
  ],
  [
    'a local value the remote confirms is not named',
    { activity: true, swaps: true },
    { activity: true, swaps: ['1inch'] },
    { activity: true, swaps: ['1inch'] },
    [],
  ],
  [
    'a key the remote leaves out keeps the local value',
    { onramp: false },
    { email: true },
    { onramp: false, email: true },
    [],
  ],
  [
    'local-only settings are never touched',
    { send: false, legalCheckbox: true },
    { activity: false },
    { send: false, legalCheckbox: true, activity: false },
    [],
  ],
  [
    'socials lists are compared by value',
    { socials: ['google'] },
    { socials: ['google', 'x'] },
    { socials: ['google', 'x'] },
    ['socials'],
  ],
])('%s', (_, local, remote, expected, ignored) => {
  const applied = applyRemoteFeatures(resolveFeatures(local), local, remote)
  expect(applied.features).toMatchObject(expected)
  expect(applied.ignored).toEqual(ignored)
})

test('the warning says that local config was ignored and names the keys', () => {
  expect(ignoredLocalConfigMessage(['email', 'swaps'])).toMatch(/local config was ignored for email, swaps/)
})
