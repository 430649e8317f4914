import { afterAll, beforeAll, describe } from 'vitest'
import { balancesSuite } from './balances/balances.suite.js'
import { solanaBalancesSuite } from './balances/solanaBalances.suite.js'
import { configSuite } from './config/config.suite.js'
import { directorySuite } from './directory/directory.suite.js'
import { historySuite } from './history/history.suite.js'
import { serverSuite } from './http/server.suite.js'
import { namesSuite } from './names/names.suite.js'
import { nftsSuite } from './nfts/nfts.suite.js'
import { coinbaseHistorySuite } from './onramp/coinbaseHistory.suite.js'
import { onrampSuite } from './onramp/onramp.suite.js'
import { rpcSuite } from './rpc/rpc.suite.js'
import { sessionsSuite } from './sessions/sessions.suite.js'
import { swapsSuite } from './swaps/swaps.suite.js'
import { startTestWorld, type TestWorld } from './testing/startTestWorld.js'

// One world (two anvil chains, the Solana runtime and the data API over them) for every suite: starting it and importing viem
// once keeps the suite fast. Suites run in order; those that change state reset it in their beforeEach.
let world: TestWorld
beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())
const getWorld = () => world

describe('the server', () => serverSuite(getWorld))
describe('wallet directory', () => directorySuite(getWorld))
describe('config and analytics', () => configSuite(getWorld))
describe('smart sessions', () => sessionsSuite(getWorld))
describe('balances', () => balancesSuite(getWorld))
describe('solana balances', () => solanaBalancesSuite(getWorld))
describe('history', () => historySuite(getWorld))
describe('nfts', () => nftsSuite(getWorld))
describe('swaps', () => swapsSuite(getWorld))
describe('names', () => namesSuite(getWorld))
describe('onramp', () => onrampSuite(getWorld))
describe('coinbase history', () => coinbaseHistorySuite(getWorld))
describe('rpc', () => rpcSuite(getWorld))
