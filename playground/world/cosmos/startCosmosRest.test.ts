import { afterAll, beforeAll, expect, test } from 'vitest'
import { cosmosTestAccounts } from '../wallets/cosmos/cosmosTestAccounts.js'
import { type CosmosRest, startCosmosRest } from './startCosmosRest.js'

let rest: CosmosRest
beforeAll(async () => {
  rest = await startCosmosRest()
})
afterAll(() => rest?.stop())
const get = (path: string) => fetch(`${rest.restUrl}${path}`)
const [first] = cosmosTestAccounts

test('a test account’s bank balances are its seeded coins, as the Cosmos SDK answers them', async () => {
  const response = await get(`/cosmos/bank/v1beta1/balances/${first!.address}`)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(await response.json()).toEqual({
    balances: [
      { denom: 'uatom', amount: '1000000000' },
      { denom: 'ustake', amount: '5000000' },
    ],
    pagination: { next_key: null, total: '2' },
  })
})

test('an unknown address has no coins; a malformed one is refused with 400 and code 3; reset restores the seed', async () => {
  const stranger = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
  expect((await (await get(`/cosmos/bank/v1beta1/balances/${stranger}`)).json()).balances).toEqual([])
  const bad = await get('/cosmos/bank/v1beta1/balances/not-an-address')
  expect(bad.status).toBe(400)
  expect(await bad.json()).toMatchObject({ code: 3 })
  rest.setBalance(first!.address, 'uatom', 7n)
  expect((await (await get(`/cosmos/bank/v1beta1/balances/${first!.address}`)).json()).balances[0]).toEqual({
    denom: 'uatom',
    amount: '7',
  })
  rest.reset()
  expect((await (await get(`/cosmos/bank/v1beta1/balances/${first!.address}`)).json()).balances[0].amount).toBe(
    '1000000000',
  )
  expect((await (await get('/cosmos/base/tendermint/v1beta1/node_info')).json()).default_node_info.network).toBe(
    'foyer-local-1',
  )
})
