import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** The compiled form of one contract, as written by compileContracts.ts to contracts/build/<Name>.json. */
export interface ContractArtifact {
  contractName: string
  /** sha256 of compiler version, settings and source: tells whether the build is stale. */
  sourceHash: string
  compiler: string
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

export const contractsDir = fileURLToPath(new URL('./contracts/', import.meta.url))
export const buildDir = join(contractsDir, 'build')

/** solc standard-JSON settings; part of the source hash, so changing them marks the build stale. */
export const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

export function solcVersion(): string {
  return createRequire(import.meta.url)('solc/package.json').version as string
}

export function contractSources(): { name: string; source: string }[] {
  return readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => ({ name: basename(file, '.sol'), source: readFileSync(join(contractsDir, file), 'utf8') }))
}

export function hashContractSource(source: string, compiler = solcVersion()): string {
  return createHash('sha256')
    .update(`${compiler}\n${JSON.stringify(compilerSettings)}\n${source}`)
    .digest('hex')
}

const cache = new Map<string, ContractArtifact>()

/** Reads a committed build artifact (never compiles). */
export function loadArtifact(name: string): ContractArtifact {
  let artifact = cache.get(name)
  if (!artifact) {
    artifact = JSON.parse(readFileSync(join(buildDir, `${name}.json`), 'utf8')) as ContractArtifact
    cache.set(name, artifact)
  }
  return artifact
}
