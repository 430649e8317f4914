import { expect, test } from 'vitest'
import { checkName, labelOf } from './nameRule.js'
import { registrationMessage } from './registrationMessage.js'

const rule = 'Use only letters, digits and hyphens, at least 4 characters'

test('a label of letters, digits and hyphens, 4 or more, is registered in .reown.id, lower-cased', () => {
  expect(checkName('alice')).toBe('alice.reown.id')
  expect(checkName(' Bob-42 ')).toBe('bob-42.reown.id')
  expect(checkName('a-1b')).toBe('a-1b.reown.id')
})

test('a name typed with its zone keeps it: .reown.id, and the legacy .wcn.id, are recognised', () => {
  expect(checkName('alice.reown.id')).toBe('alice.reown.id')
  expect(checkName('Carol.WCN.id')).toBe('carol.wcn.id')
  expect(labelOf('carol.wcn.id')).toBe('carol')
  expect(labelOf('vitalik.eth')).toBe('vitalik.eth')
})

test('a label under 4 characters, or with any other character, breaks the rule, whose message names it', () => {
  for (const input of ['', 'abc', 'abc.reown.id', 'al ice', 'al_ice', 'alice.eth', 'élise', 'bob!'])
    expect(() => checkName(input), input).toThrow(expect.objectContaining({ shortMessage: rule, code: 'NAME_INVALID' }))
})

test('the signed message is the JSON the service expects: name, empty attributes, timestamp in seconds', () => {
  expect(registrationMessage('alice.reown.id', 1_717_600_000_999)).toBe(
    '{"name":"alice.reown.id","attributes":{},"timestamp":1717600000}',
  )
})
