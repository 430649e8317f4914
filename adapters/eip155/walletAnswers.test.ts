import { describe, expect, test } from 'vitest'
import { UserRejectedRequestError } from 'foyer'
import {
  accountsSchema,
  chainIdSchema,
  grantedPermissionsSchema,
  parseWalletAnswer,
  signatureSchema,
  toChainId,
  transactionHashSchema,
} from './walletAnswers.js'
import { WalletRpcError, walletRequest } from './walletRequest.js'

const hash = `0x${'ab'.repeat(32)}`

describe('wallet answers', () => {
  test('a transaction hash is 0x plus 64 hex digits', () => {
    expect(parseWalletAnswer(transactionHashSchema, hash, 'eth_sendTransaction')).toBe(hash)
    for (const bad of [hash.slice(0, 65), `${hash}0`, hash.replace('0x', ''), 42, null])
      expect(() => parseWalletAnswer(transactionHashSchema, bad, 'eth_sendTransaction')).toThrow(
        'The wallet answered eth_sendTransaction with something unexpected',
      )
  })

  test('a signed message is 0x plus at least 62 hex digits', () => {
    expect(parseWalletAnswer(signatureSchema, `0x${'1'.repeat(62)}`, 'personal_sign')).toHaveLength(64)
    expect(parseWalletAnswer(signatureSchema, `0x${'1'.repeat(130)}`, 'personal_sign')).toHaveLength(132)
    expect(() => parseWalletAnswer(signatureSchema, `0x${'1'.repeat(61)}`, 'personal_sign')).toThrow(/personal_sign/)
    expect(() => parseWalletAnswer(signatureSchema, `0x${'z'.repeat(64)}`, 'personal_sign')).toThrow(/personal_sign/)
  })

  test('a granted permission (ERC-7715) carries its context as hex; the rest of the answer is kept', () => {
    const granted = { permissionsContext: `0x${'0'.repeat(128)}`, expiry: 1, address: '0x1' }
    expect(parseWalletAnswer(grantedPermissionsSchema, granted, 'wallet_grantPermissions')).toEqual(granted)
    for (const bad of [{}, { permissionsContext: 'context' }, { permissionsContext: 7 }, null, 'granted'])
      expect(() => parseWalletAnswer(grantedPermissionsSchema, bad, 'wallet_grantPermissions')).toThrow(
        /wallet_grantPermissions/,
      )
  })

  test('accounts are addresses, at least one', () => {
    expect(
      parseWalletAnswer(accountsSchema, ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], 'eth_requestAccounts'),
    ).toHaveLength(1)
    for (const bad of [[], ['0x123'], ['not an address'], '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', [null]])
      expect(() => parseWalletAnswer(accountsSchema, bad, 'eth_requestAccounts')).toThrow(/eth_requestAccounts/)
  })

  test('chain ids are numbers, given as hex or number', () => {
    expect(toChainId(parseWalletAnswer(chainIdSchema, '0xa4b1', 'eth_chainId'))).toBe(42161)
    expect(toChainId(parseWalletAnswer(chainIdSchema, 1, 'eth_chainId'))).toBe(1)
    for (const bad of ['1', 'mainnet', -1, 1.5, '0x'])
      expect(() => parseWalletAnswer(chainIdSchema, bad, 'eth_chainId')).toThrow()
  })

  test('chain id zero and chain ids past a safe integer are refused, not rounded', () => {
    expect(toChainId(parseWalletAnswer(chainIdSchema, '0x1fffffffffffff', 'eth_chainId'))).toBe(Number.MAX_SAFE_INTEGER)
    for (const bad of ['0x0', '0x00', 0, '0xffffffffffffffff', '0x20000000000000', 2 ** 53, Number.POSITIVE_INFINITY])
      expect(() => parseWalletAnswer(chainIdSchema, bad, 'chainChanged')).toThrow(
        'The wallet answered chainChanged with something unexpected',
      )
  })
})

describe('wallet requests', () => {
  const failing = (error: unknown) => ({ request: async () => Promise.reject(error) })

  test.each([4001, 5000])('a wallet refusing with %i is a user rejection', async (code) => {
    await expect(walletRequest(failing({ code, message: 'no' }), 'personal_sign')).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('other wallet errors keep their code', async () => {
    const error = (await walletRequest(
      failing({ code: 4902, message: 'unknown chain' }),
      'wallet_switchEthereumChain',
    ).catch((e: unknown) => e)) as WalletRpcError
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.rpcCode).toBe(4902)
    expect(error.shortMessage).toBe('The wallet failed wallet_switchEthereumChain')
  })
})
