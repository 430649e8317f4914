import { encodeDeployData, encodeFunctionData, type Hex, maxUint256, numberToHex, parseUnits } from 'viem'
import { swapRouterAbi, testNftAbi, testTokenAbi } from './abis.js'
import { loadArtifact } from './contractBuild.js'
import { jsonRpc, jsonRpcBatch, type RpcCall } from './jsonRpc.js'
import { testAccounts } from './testAccounts.js'
import {
  type Address,
  DAI_ADDRESS,
  DEPLOYER_ADDRESS,
  MULTICALL3_ADDRESS,
  NATIVE_TOKEN_ADDRESS,
  SEED,
  SWAP_ROUTER_ADDRESS,
  type TokenSymbol,
  USDC_ADDRESS,
  USDT_ADDRESSES,
  worldNftCollections,
  worldTokens,
} from './tokens.js'

interface Tx {
  to?: Address
  data: Hex
  value?: bigint
  gas: bigint
}

/**
 * Deploys and seeds one fresh chain: USDC and DAI (TestToken), the SwapRouter and the NFT collections
 * (TestNft) from DEPLOYER_ADDRESS at nonces 0..4, the USDT-style token and Multicall3 placed at their real
 * addresses, tokens and NFTs for accounts 0..4 and the pools. Every transaction goes into one block (automine paused), so it takes a few round trips.
 */
export async function seedChain(rpcUrl: string, chainId: number): Promise<void> {
  const usdt = USDT_ADDRESSES[chainId]
  if (!usdt) throw new Error(`chain ${chainId} is not a world chain`)
  const token = (symbol: TokenSymbol): Address =>
    symbol === 'ETH' ? NATIVE_TOKEN_ADDRESS : symbol === 'USDC' ? USDC_ADDRESS : symbol === 'DAI' ? DAI_ADDRESS : usdt
  const amount = (symbol: TokenSymbol, whole: number) => parseUnits(String(whole), worldTokens[symbol].decimals)
  const tokenTx = (symbol: TokenSymbol, functionName: 'mint' | 'approve', args: [Address, bigint]): Tx => ({
    to: token(symbol),
    data: encodeFunctionData({ abi: testTokenAbi, functionName, args }),
    gas: 200_000n,
  })
  const deploy = (name: string, args: unknown[] = []): Tx => {
    const { abi, bytecode } = loadArtifact(name)
    return { data: encodeDeployData({ abi, bytecode, args }), gas: 3_000_000n }
  }

  const stables = ['USDC', 'USDT', 'DAI'] as const
  const liquidity = (symbol: TokenSymbol) =>
    SEED.pools.reduce((sum, [a, b, amountA, amountB]) => sum + (a === symbol ? amountA : b === symbol ? amountB : 0), 0)
  const txs: Tx[] = [
    deploy('TestToken', ['USD Coin', 'USDC', 6]),
    deploy('TestToken', ['Dai Stablecoin', 'DAI', 18]),
    deploy('SwapRouter'),
    ...worldNftCollections.map((collection) => deploy('TestNft', [collection.name, collection.symbol])),
    ...testAccounts
      .slice(0, SEED.fundedAccounts)
      .flatMap((account) =>
        stables.map((symbol) => tokenTx(symbol, 'mint', [account.address, amount(symbol, SEED.tokensPerAccount)])),
      ),
    ...worldNftCollections.flatMap((collection) =>
      testAccounts.slice(0, SEED.fundedAccounts).flatMap((account) =>
        Array.from(
          { length: collection.perAccount },
          (): Tx => ({
            to: collection.address,
            data: encodeFunctionData({ abi: testNftAbi, functionName: 'mint', args: [account.address] }),
            gas: 200_000n,
          }),
        ),
      ),
    ),
    ...stables.map((symbol) => tokenTx(symbol, 'mint', [DEPLOYER_ADDRESS, amount(symbol, liquidity(symbol))])),
    ...stables.map((symbol) => tokenTx(symbol, 'approve', [SWAP_ROUTER_ADDRESS, maxUint256])),
    ...SEED.pools.map(([a, b, amountA, amountB]): Tx => {
      const args = [token(a), token(b), amount(a, amountA), amount(b, amountB)] as const
      const value = a === 'ETH' ? args[2] : b === 'ETH' ? args[3] : 0n
      return {
        to: SWAP_ROUTER_ADDRESS,
        data: encodeFunctionData({ abi: swapRouterAbi, functionName: 'addLiquidity', args }),
        value,
        gas: 300_000n,
      }
    }),
  ]

  await jsonRpcBatch(rpcUrl, [
    { method: 'anvil_setBalance', params: [DEPLOYER_ADDRESS, numberToHex(parseUnits('10000', 18))] },
    { method: 'anvil_impersonateAccount', params: [DEPLOYER_ADDRESS] },
    { method: 'anvil_setCode', params: [usdt, loadArtifact('TetherToken').deployedBytecode] },
    { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, loadArtifact('Multicall3').deployedBytecode] },
    { method: 'evm_setAutomine', params: [false] },
  ])
  let hashes: Hex[]
  try {
    const sends: RpcCall[] = txs.map((tx, nonce) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: DEPLOYER_ADDRESS,
          nonce: numberToHex(nonce),
          gas: numberToHex(tx.gas),
          ...(tx.to ? { to: tx.to } : {}),
          data: tx.data,
          value: numberToHex(tx.value ?? 0n),
        },
      ],
    }))
    hashes = (await jsonRpcBatch(rpcUrl, sends)) as Hex[]
    await jsonRpc(rpcUrl, 'evm_mine')
  } finally {
    await jsonRpcBatch(rpcUrl, [
      { method: 'evm_setAutomine', params: [true] },
      { method: 'anvil_stopImpersonatingAccount', params: [DEPLOYER_ADDRESS] },
    ])
  }
  const receipts = (await jsonRpcBatch(
    rpcUrl,
    hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
  )) as ({ status: Hex; contractAddress: Address | null } | null)[]
  const expected = [USDC_ADDRESS, DAI_ADDRESS, SWAP_ROUTER_ADDRESS, ...worldNftCollections.map((nft) => nft.address)]
  const deployed = receipts.slice(0, expected.length).map((receipt) => receipt?.contractAddress?.toLowerCase())
  if (deployed.join() !== expected.join().toLowerCase())
    throw new Error(`chain ${chainId}: contracts deployed at ${deployed.join()}, not at the addresses in tokens.ts`)
  const failed = receipts.findIndex((receipt) => receipt?.status !== '0x1')
  if (failed >= 0)
    throw new Error(
      `seeding chain ${chainId} failed at transaction ${failed} (${receipts[failed]?.status ?? 'not mined'})`,
    )
}
