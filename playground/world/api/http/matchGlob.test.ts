import { expect, test } from 'vitest'
import { compileGlob } from './matchGlob.js'

test('`*` stays within a segment, `**` crosses segments, the rest is literal', () => {
  const balance = compileGlob('/v1/account/*/balance')
  const anyV1 = compileGlob('/v1/**')
  expect([
    balance('/v1/account/0xab/balance'),
    balance('/v1/account/a/b/balance'),
    balance('/v1/account//balance'),
  ]).toEqual([true, false, true])
  expect([anyV1('/v1/a/b/c'), anyV1('/v1/'), anyV1('/v1'), anyV1('/v2/a')]).toEqual([true, true, false, false])
  expect([compileGlob('/get.allets')('/getWallets'), compileGlob('/a+b')('/a+b')]).toEqual([false, true])
})
