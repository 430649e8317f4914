import { formatMessage } from '@walletconnect/utils'
import { expect, test } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const request = {
  domain: 'app.example.com',
  aud: 'https://app.example.com/',
  version: '1',
  nonce: '04823917',
  iat: '2026-06-06T09:00:00.000Z',
  exp: '2026-06-07T09:00:00.000Z',
}

test("reads WalletConnect's one-click text (a CACAO's), with a statement or without one", () => {
  const fields = {
    domain: 'app.example.com',
    accountAddress: address,
    uri: 'https://app.example.com/',
    version: '1',
    chainId: 'eip155:42161',
    nonce: '04823917',
    issuedAt: '2026-06-06T09:00:00.000Z',
    expirationTime: '2026-06-07T09:00:00.000Z',
  }
  const iss = `did:pkh:eip155:42161:${address}`
  expect(parseSiwxMessage(formatMessage(request, iss))).toEqual(fields)
  expect(parseSiwxMessage(formatMessage({ ...request, statement: 'Sign in' }, iss))).toEqual({
    ...fields,
    statement: 'Sign in',
  })
})
