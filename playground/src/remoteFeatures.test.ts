import { expect, test } from 'vitest'
import { defaultRemoteFeatures } from '../world/api/config/createConfigState.js'
import { switchesFromWorld, worldFeature } from './remoteFeatures.js'

const allOn = { email: true, socials: true, swaps: true, onramp: true, activity: true, reownBranding: true }

test("the world's default config reads as every remote switch on", () => {
  expect(switchesFromWorld(defaultRemoteFeatures())).toEqual(allOn)
})

test('email and socials share the social_login entry; the rest have one entry each', () => {
  const social = worldFeature('email', { ...allOn, email: false })
  expect(social).toEqual({
    id: 'social_login',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  })
  expect(worldFeature('socials', { ...allOn, email: false, socials: false })).toEqual({
    id: 'social_login',
    isEnabled: false,
    config: [],
  })
  expect(worldFeature('swaps', { ...allOn, swaps: false })).toEqual({ id: 'swap', isEnabled: false, config: ['1inch'] })
  expect(switchesFromWorld([social])).toEqual({
    ...allOn,
    email: false,
    swaps: false,
    onramp: false,
    activity: false,
    reownBranding: false,
  })
})
