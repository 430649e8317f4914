import { readdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import { type Abi, toFunctionSignature, toEventSignature } from 'viem'
import { swapRouterAbi, testNftAbi, testTokenAbi, tetherTokenAbi } from './abis.js'
import { buildDir, contractSources, hashContractSource, loadArtifact } from './contractBuild.js'

test('the committed build matches the contract sources (run compileContracts.ts after editing a contract)', () => {
  const sources = contractSources()
  expect(sources.map(({ name }) => name)).toEqual(['Multicall3', 'SwapRouter', 'TestNft', 'TestToken', 'TetherToken'])
  for (const { name, source } of sources) {
    const artifact = loadArtifact(name)
    expect(artifact.sourceHash, `${name}.json is stale`).toBe(hashContractSource(source))
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(artifact.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
  }
  expect(readdirSync(buildDir).sort()).toEqual(sources.map(({ name }) => `${name}.json`))
})

const signatures = (abi: Abi) =>
  abi
    .flatMap((item) =>
      item.type === 'function' ? [toFunctionSignature(item)] : item.type === 'event' ? [toEventSignature(item)] : [],
    )
    .sort()

test('the typed ABIs are those the compiler produced', () => {
  expect(signatures(testTokenAbi)).toEqual(signatures(loadArtifact('TestToken').abi))
  expect(signatures(tetherTokenAbi)).toEqual(signatures(loadArtifact('TetherToken').abi))
  expect(signatures(swapRouterAbi)).toEqual(signatures(loadArtifact('SwapRouter').abi))
  expect(signatures(testNftAbi)).toEqual(signatures(loadArtifact('TestNft').abi))
})

test('the USDT-style token declares no return value for transfer, transferFrom and approve', () => {
  const outputs = (name: string) =>
    loadArtifact('TetherToken').abi.find((item) => item.type === 'function' && item.name === name)
  for (const name of ['transfer', 'transferFrom', 'approve']) {
    expect(outputs(name)).toMatchObject({ outputs: [] })
  }
})
