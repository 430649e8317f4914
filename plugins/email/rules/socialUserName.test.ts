import { describe, expect, test } from 'vitest'
import { socialUserName } from './socialUserName.js'

describe('socialUserName', () => {
  test('a discord name ending in 0 loses that character', () => {
    expect(socialUserName('discord', 'adalovelace0')).toBe('adalovelace')
  })

  test('other discord names and other providers keep theirs', () => {
    expect(socialUserName('discord', 'alan.turing')).toBe('alan.turing')
    expect(socialUserName('github', 'octo0')).toBe('octo0')
    expect(socialUserName('discord', undefined)).toBeUndefined()
  })
})
