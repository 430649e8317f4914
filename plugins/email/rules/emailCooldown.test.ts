import { expect, test } from 'vitest'
import { emailCooldownLeft } from './emailCooldown.js'

test('a login email may be asked again 30 s after the last one, the seconds left rounded up', () => {
  expect(emailCooldownLeft(undefined, 1_000)).toBe(0)
  expect(emailCooldownLeft(0, 0)).toBe(30)
  expect(emailCooldownLeft(0, 100)).toBe(30)
  expect(emailCooldownLeft(0, 29_001)).toBe(1)
  expect(emailCooldownLeft(0, 30_000)).toBe(0)
})
