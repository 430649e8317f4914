// Compiles contracts/FoyerAccounts.sol with solc (npm), as chains/compileContracts.ts does for the chains' contracts.
// Run after editing it: `node --import tsx playground/world/frame/accounts/compileAccountContracts.ts`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import solc from 'solc'
import { type ContractArtifact, compilerSettings, solcVersion } from '../../chains/contractBuild.js'
import { accountBuildDir, accountContractNames, accountSourceFile, accountSourceHash } from './accountArtifacts.js'

type Compiled = {
  abi: ContractArtifact['abi']
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
}

export function compileAccountContracts(): ContractArtifact[] {
  const input = {
    language: 'Solidity',
    sources: { 'FoyerAccounts.sol': { content: readFileSync(accountSourceFile, 'utf8') } },
    settings: compilerSettings,
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, Compiled>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifacts = accountContractNames.map((name) => {
    const compiled = output.contracts['FoyerAccounts.sol']?.[name]
    if (!compiled) throw new Error(`FoyerAccounts.sol must define ${name}`)
    return {
      contractName: name,
      sourceHash: accountSourceHash(),
      compiler: solcVersion(),
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    } satisfies ContractArtifact
  })
  mkdirSync(accountBuildDir, { recursive: true })
  for (const artifact of artifacts) {
    writeFileSync(join(accountBuildDir, `${artifact.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
  }
  return artifacts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const artifacts = compileAccountContracts()
  const took = Math.round(performance.now() - started)
  console.log(`compiled ${artifacts.map((artifact) => artifact.contractName).join(', ')} in ${took} ms`)
}
