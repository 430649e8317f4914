// Run as a child process by killOnExit.test.ts: starts the chains, reports the anvil pids, then either
// exits at once (argument 'exit') or waits to be signalled.
import { execFileSync } from 'node:child_process'
import { startChains } from './startChains.js'

await startChains()
const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
const pids = children
  .split('\n')
  .filter((line) => line.trim().endsWith('anvil'))
  .map((line) => Number.parseInt(line, 10))
process.stdout.write(`${JSON.stringify({ pids })}\n`)
if (process.argv[2] === 'exit') process.exit(0)
setInterval(() => {}, 1000)
