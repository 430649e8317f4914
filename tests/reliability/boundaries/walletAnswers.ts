import fc from 'fast-check'
import { parseAnswerFor } from '../../../adapters/eip155/walletAnswers.js'
import { foyerError, wrapError } from '../../../kernel/errors/codedErrors.js'
import { FoyerError } from '../../../kernel/errors/FoyerError.js'
import { balancesFromAssets, walletAssetsSchema } from '../../../adapters/eip155/walletAssets.js'
import { accepted, type Boundary, refused, snapshot } from '../Boundary.js'
import { walletAddress } from '../fakeWallet.js'
import { garbage, hostileObjects, materialize, shapedLike } from '../garbage.js'

const signature = `0x${'1b'.repeat(65)}`
const answers: Record<string, unknown[]> = {
  eth_requestAccounts: [[walletAddress], [walletAddress, '0x0000000000000000000000000000000000000002']],
  eth_accounts: [[walletAddress], []],
  eth_chainId: ['0x1', '0xa4b1', 1, 42161],
  eth_sendTransaction: [`0x${'ab'.repeat(32)}`],
  personal_sign: [signature],
  eth_signTypedData_v4: [signature],
  wallet_getAssets: [
    {
      '0x1': [
        {
          address: 'native',
          balance: '0xde0b6b3a7640000',
          type: 'native',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          address: '0x0000000000000000000000000000000000000003',
          balance: '0x64',
          type: 'erc20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://i.example/u.png' },
        },
      ],
    },
  ],
}
const refusals = new Set(['INVALID_WALLET_ANSWER', 'TOKEN_BALANCE_UNAVAILABLE'])
const junk = fc.oneof({ weight: 4, arbitrary: garbage }, { weight: 1, arbitrary: hostileObjects })

/** What an answer is made into: parsed for its method (wallet_getAssets also becomes token balances). */
function parse(method: string, value: unknown) {
  if (method !== 'wallet_getAssets') return parseAnswerFor(method, value)
  let parsed: ReturnType<typeof walletAssetsSchema.safeParse>
  try {
    parsed = walletAssetsSchema.safeParse(value)
  } catch (error) {
    throw wrapError(error, 'TOKEN_BALANCE_UNAVAILABLE') // as fetchTokenBalances does with whatever it caught
  }
  if (!parsed.success) throw foyerError('INVALID_WALLET_ANSWER', { method })
  return balancesFromAssets(parsed.data, 'eip155:1')
}

/** A wallet's answers to the requests the EVM adapter makes: parsed, or refused with INVALID_WALLET_ANSWER. */
export function walletAnswersBoundary(): Boundary<[string, unknown]> {
  return {
    name: 'wallet answers',
    input: fc.oneof(
      ...Object.entries(answers).map(([method, samples]) => fc.tuple(fc.constant(method), shapedLike(samples, junk))),
    ),
    check([method, input]) {
      const value = materialize(input)
      const before = snapshot(value)
      try {
        parse(method, value)
        return accepted
      } catch (error) {
        if (!(error instanceof FoyerError) || !refusals.has(error.code)) throw error
        return refused(snapshot(value) === before ? undefined : 'the answer itself')
      }
    },
  }
}
