import { expect, test } from 'vitest'
import { frameUrlSettings, parseFrameFaults } from './frameSettings.js'

test('frameFaults items become the site fault settings', () => {
  expect(parseFrameFaults('no-ready,delay:3000,drop:GET_USER,drop:SWITCH_NETWORK,garbage')).toEqual({
    load: 'no-ready',
    delay: { ms: 3000 },
    drop: ['GET_USER', 'SWITCH_NETWORK'],
    garbage: 'all',
  })
  expect(parseFrameFaults('server-error,drop')).toEqual({ load: 'server-error', drop: 'all' })
})

test('a frame parameter the site does not know is refused with its name', () => {
  expect(() => parseFrameFaults('delay:soon')).toThrow('frameFaults: unknown item "delay:soon"')
  expect(() => frameUrlSettings('?frameApproval=maybe')).toThrow('frameApproval: "maybe"')
})

test('frameIdentity names one identity for every provider, or one per provider', () => {
  expect(frameUrlSettings('?frameIdentity=alan').identities).toEqual([{ identity: 'alan' }])
  expect(frameUrlSettings('?frameIdentity=google:alan,github:ada').identities).toEqual([
    { identity: 'alan', provider: 'google' },
    { identity: 'ada', provider: 'github' },
  ])
  expect(frameUrlSettings('?wallets=evm')).toEqual({ identities: [] })
})
