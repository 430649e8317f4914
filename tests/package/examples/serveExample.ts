// Serves a built example on 127.0.0.1 at a free port: a Next.js app by `next start` (its production server, which
// renders every request on the server), a Vite app's dist/ by a static server.
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startStaticServer } from '../../browser/staticServer.js'

export interface ServedExample {
  url: string
  close(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function answering(url: string, child: ChildProcess, output: () => string) {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output()}`)
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`next start did not answer at ${url} within 30 s:\n${output()}`)
}

/** `next start` in `dir` (built before). */
export async function serveNext(dir: string): Promise<ServedExample> {
  const port = await freePort()
  const { NODE_ENV: _test, ...shell } = process.env // vitest's NODE_ENV=test is not a user's
  const child = spawn(path.join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...shell, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  await answering(url, child, () => log)
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A Vite app's `dist/` (built before). */
export async function serveDist(dir: string): Promise<ServedExample> {
  const server = await startStaticServer(path.join(dir, 'dist'), new Map())
  return server
}
