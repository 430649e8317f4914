import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const fixture = fileURLToPath(new URL('./startChainsChild.fixture.ts', import.meta.url))

/** Starts the chains in a child Node process; resolves with that process and its anvil pids. */
function startInChild(mode: 'exit' | 'wait') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const pids = new Promise<number[]>((resolve, reject) => {
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      if (output.includes('\n')) resolve((JSON.parse(output.split('\n')[0]!) as { pids: number[] }).pids)
    })
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before reporting`)))
  })
  return { child, pids, exited }
}

const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')) // a zombie is dead
  } catch {
    return false
  }
}

async function expectAllDead(pids: number[]) {
  const deadline = Date.now() + 3000
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(pids.filter(alive)).toEqual([])
}

test.concurrent('the anvil processes die when the process that started them exits', async () => {
  const { pids, exited } = startInChild('exit')
  const anvils = await pids
  expect(anvils).toHaveLength(2)
  await exited
  await expectAllDead(anvils)
})

test.concurrent('the anvil processes die when the process that started them is terminated (SIGTERM)', async () => {
  const { child, pids, exited } = startInChild('wait')
  const anvils = await pids
  expect(anvils).toHaveLength(2)
  expect(anvils.every(alive)).toBe(true)
  child.kill('SIGTERM')
  await exited
  expect(child.signalCode).toBe('SIGTERM')
  await expectAllDead(anvils)
})
