// The EVM test wallet as an app's own end-to-end test gets it (README "Testing your app with foyer/testing"): a
// bundle of `injectTestWallet` from the example's installed `foyer/testing`, given to the page before its scripts.
// The bundle's inputs are kept: an EVM-only test must bundle no other namespace's library.
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

export interface TestWalletChainOption {
  chainId: number
  rpcUrl: string
  name: string
}

export interface TestWalletScript {
  code: string
  /** The files the bundle holds (paths relative to the example). */
  inputs: string[]
}

export async function testWalletScript(dir: string, chains: TestWalletChainOption[]): Promise<TestWalletScript> {
  const entry = path.join(dir, 'test-wallet.mjs')
  fs.writeFileSync(
    entry,
    `import { injectTestWallet } from 'foyer/testing'
injectTestWallet(window, { chains: ${JSON.stringify(chains)}, storage: localStorage })
`,
  )
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
  })
  return {
    code: result.outputFiles[0]!.text,
    inputs: Object.keys(result.metafile.inputs),
  }
}
