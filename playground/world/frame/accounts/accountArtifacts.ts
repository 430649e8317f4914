// The smart-account contracts' build (contracts/FoyerAccounts.sol → contracts/build/<Name>.json), written by
// compileAccountContracts.ts with the chains' compiler settings and committed, so starting the world never compiles.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ContractArtifact, hashContractSource } from '../../chains/contractBuild.js'

export const accountContractsDir = fileURLToPath(new URL('../contracts/', import.meta.url))
export const accountBuildDir = join(accountContractsDir, 'build')
export const accountSourceFile = join(accountContractsDir, 'FoyerAccounts.sol')
export const accountContractNames = ['FoyerAccountFactory', 'FoyerSmartAccount'] as const
export type AccountContractName = (typeof accountContractNames)[number]

export const accountSourceHash = () => hashContractSource(readFileSync(accountSourceFile, 'utf8'))

const cache = new Map<AccountContractName, ContractArtifact>()

export function loadAccountArtifact(name: AccountContractName): ContractArtifact {
  let artifact = cache.get(name)
  if (!artifact) {
    artifact = JSON.parse(readFileSync(join(accountBuildDir, `${name}.json`), 'utf8')) as ContractArtifact
    cache.set(name, artifact)
  }
  return artifact
}
