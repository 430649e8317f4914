import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from './siwxMessage.js'

const data: SiwxMessageData = {
  domain: 'app.example.com',
  accountAddress: '0x97D9C49eF79B20e865673b7099c7A2d77B74be88',
  uri: 'https://app.example.com/',
  version: '1',
  chainId: 'eip155:1',
  nonce: '04823917',
  issuedAt: '2026-06-06T09:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes the example of SERVICES.md §4.1 exactly (no statement: a blank line after the address)', () => {
    expect(formatSiwxMessage(data, { networkName: 'Ethereum' })).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0x97D9C49eF79B20e865673b7099c7A2d77B74be88',
        '',
        'URI: https://app.example.com/',
        'Version: 1',
        'Chain ID: eip155:1',
        'Nonce: 04823917',
        'Issued At: 2026-06-06T09:00:00.000Z',
      ].join('\n'),
    )
  })

  it('writes the statement between blank lines and the optional lines in their order', () => {
    const text = formatSiwxMessage(
      {
        ...data,
        statement: 'Sign in to Foyer',
        expirationTime: '2026-06-07T09:00:00.000Z',
        notBefore: '2026-06-06T08:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://a.example/1', 'email:me@example.com'],
      },
      { networkName: 'Polygon' },
    )
    expect(text.split('\n').slice(0, 5)).toEqual([
      'app.example.com wants you to sign in with your Polygon account:',
      '0x97D9C49eF79B20e865673b7099c7A2d77B74be88',
      '',
      'Sign in to Foyer',
      '',
    ])
    expect(
      text.endsWith(
        [
          'Issued At: 2026-06-06T09:00:00.000Z',
          'Expiration Time: 2026-06-07T09:00:00.000Z',
          'Not Before: 2026-06-06T08:00:00.000Z',
          'Request ID: r-1',
          'Resources:',
          '- https://a.example/1',
          '- email:me@example.com',
        ].join('\n'),
      ),
    ).toBe(true)
  })

  it('writes an eip155 message that viem/siwe parses and validates as EIP-4361', () => {
    const full = {
      ...data,
      chainId: 'eip155:137',
      statement: 'Sign in',
      expirationTime: '2026-06-07T09:00:00.000Z',
      resources: ['https://a.example/1'],
    }
    const text = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Polygon'))
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      domain: 'app.example.com',
      address: data.accountAddress,
      statement: 'Sign in',
      uri: 'https://app.example.com/',
      version: '1',
      chainId: 137,
      nonce: '04823917',
      resources: ['https://a.example/1'],
    })
    expect(
      validateSiweMessage({ message: parsed, domain: 'app.example.com', time: new Date('2026-06-06T10:00:00Z') }),
    ).toBe(true)
  })

  it('reads back what it wrote, in both chain-id forms', () => {
    const full = { ...data, statement: 'Hi', notBefore: '2026-06-06T08:00:00.000Z', resources: ['x:1', 'y:2'] }
    expect(parseSiwxMessage(formatSiwxMessage(full, { networkName: 'Ethereum' }))).toEqual(full)
    expect(parseSiwxMessage(formatSiwxMessage(full, messageFormatFor('eip155:1', 'Ethereum')))).toEqual(full)
    expect(parseSiwxMessage('hello')).toBeUndefined()
  })
})
