import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { jsonRpc } from './jsonRpc.js'
import { killOnExit } from './killOnExit.js'

export const anvilBinary = fileURLToPath(
  new URL('../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
)

/** anvil's standard test mnemonic; accounts 0..9 are prefunded with 10,000 ETH. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export interface Anvil {
  port: number
  rpcUrl: string
  wsUrl: string
  pid: number
  stop(): Promise<void>
}

export interface StartAnvilParameters {
  chainId: number
  /** A fixed port; by default a free one is picked. */
  port?: number
}

/** Binds `port` (0: any free one) on 127.0.0.1 and releases it; resolves with the port, rejects if it is taken. */
function bindAndRelease(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export const freePort = () => bindAndRelease(0)

/** Spawns one quiet, instantly mining anvil on 127.0.0.1 and resolves once it answers JSON-RPC. */
export async function startAnvil({ chainId, port: fixedPort }: StartAnvilParameters): Promise<Anvil> {
  for (let attempt = 1; ; attempt++) {
    // A node already on a fixed port would answer the readiness check in place of ours: refuse it first.
    const port =
      fixedPort === undefined
        ? await freePort()
        : await bindAndRelease(fixedPort).catch((error: Error) => {
            throw new Error(`port ${fixedPort} for chain ${chainId} is not free (${error.message})`)
          })
    try {
      return await spawnAnvil(chainId, port)
    } catch (error) {
      // A picked port can be taken between picking and binding: try another one.
      if (fixedPort !== undefined || attempt >= 3) throw error
    }
  }
}

async function spawnAnvil(chainId: number, port: number): Promise<Anvil> {
  // Anvil writes this file only once it holds its port (a port taken meanwhile makes it exit without it), so a node
  // of another world that took the same picked port first is never mistaken for ours when it answers.
  const bound = path.join(os.tmpdir(), `foyer-anvil-${process.pid}-${port}-${randomUUID()}.json`)
  const args = ['--silent', '--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  const child = spawn(anvilBinary, [...args, '--mnemonic', TEST_MNEMONIC, '--config-out', bound], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const forget = killOnExit(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk
  })
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil (chain ${chainId}, port ${port}) exited early (${signal ?? code}): ${stderr.trim()}`)),
    )
  })
  exited.catch(() => {})
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await Promise.race([waitUntilAnswering(rpcUrl, chainId, bound), exited])
  } catch (error) {
    child.kill('SIGKILL')
    forget()
    throw error
  } finally {
    fs.rmSync(bound, { force: true })
  }
  child.unref()
  ;(child.stderr as { unref?: () => void } | null)?.unref?.()
  const stopped = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    port,
    rpcUrl,
    wsUrl: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.ref()
      child.kill('SIGTERM')
      await stopped
    },
  }
}

/** Not listening yet: waited for as a refused connection is. */
const notYet = { cause: { code: 'ECONNREFUSED' } }

async function waitUntilAnswering(rpcUrl: string, chainId: number, bound: string): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      if (!fs.existsSync(bound)) throw Object.assign(new Error(`anvil has not bound ${rpcUrl} yet`), notYet)
      const answered = await jsonRpc(rpcUrl, 'eth_chainId')
      if (answered !== `0x${chainId.toString(16)}`) throw new Error(`port ${rpcUrl} answers chain ${answered}`)
      return
    } catch (error) {
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
      if (!refused || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
}
