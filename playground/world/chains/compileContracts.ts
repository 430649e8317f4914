// Compiles contracts/*.sol with solc (npm) into contracts/build/<Name>.json ({abi, bytecode, deployedBytecode}).
// Run after editing a contract: `node --import tsx playground/world/chains/compileContracts.ts`.
// The build output is committed, so starting the world never compiles; a world test checks it is not stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import solc from 'solc'
import {
  buildDir,
  type ContractArtifact,
  compilerSettings,
  contractSources,
  hashContractSource,
  solcVersion,
} from './contractBuild.js'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<
      string,
      { abi: ContractArtifact['abi']; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

export function compileContracts(): ContractArtifact[] {
  const artifacts = contractSources().map(({ name, source }) => {
    const input = {
      language: 'Solidity',
      sources: { [`${name}.sol`]: { content: source } },
      settings: compilerSettings,
    }
    const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
    const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
    if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
    const compiled = output.contracts[`${name}.sol`]?.[name]
    if (!compiled) throw new Error(`${name}.sol must define a contract named ${name}`)
    return {
      contractName: name,
      sourceHash: hashContractSource(source),
      compiler: solcVersion(),
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    } satisfies ContractArtifact
  })
  mkdirSync(buildDir, { recursive: true })
  for (const file of readdirSync(buildDir)) rmSync(join(buildDir, file))
  for (const artifact of artifacts) {
    writeFileSync(join(buildDir, `${artifact.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
  }
  return artifacts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const artifacts = compileContracts()
  const took = Math.round(performance.now() - started)
  console.log(`compiled ${artifacts.map((artifact) => artifact.contractName).join(', ')} in ${took} ms`)
}
