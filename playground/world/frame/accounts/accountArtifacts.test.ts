import { readdirSync } from 'node:fs'
import { type Abi, toEventSignature, toFunctionSignature } from 'viem'
import { expect, test } from 'vitest'
import { accountFactoryAbi, smartAccountAbi } from './accountAbis.js'
import { accountBuildDir, accountContractNames, accountSourceHash, loadAccountArtifact } from './accountArtifacts.js'

test('the committed build matches FoyerAccounts.sol (run compileAccountContracts.ts after editing it)', () => {
  for (const name of accountContractNames) {
    const artifact = loadAccountArtifact(name)
    expect(artifact.sourceHash, `${name}.json is stale`).toBe(accountSourceHash())
    expect(artifact.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
  }
  expect(readdirSync(accountBuildDir).sort()).toEqual(accountContractNames.map((name) => `${name}.json`))
})

const signatures = (abi: Abi) =>
  abi
    .flatMap((item) =>
      item.type === 'function' ? [toFunctionSignature(item)] : item.type === 'event' ? [toEventSignature(item)] : [],
    )
    .sort()

test('the typed ABIs are those the compiler produced', () => {
  expect(signatures(smartAccountAbi)).toEqual(signatures(loadAccountArtifact('FoyerSmartAccount').abi))
  expect(signatures(accountFactoryAbi)).toEqual(signatures(loadAccountArtifact('FoyerAccountFactory').abi))
})
