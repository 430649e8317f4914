// The steps of `npm test` in lanes side by side, one step after another in each lane: each step is a command in
// its own process group, either shown live (one at most, so its output stays readable) or kept until the end.
// The first step that fails ends the others.
import { spawn } from 'node:child_process'

/** @typedef {{ name: string, command: string, args: string[], live?: boolean, env?: Record<string, string> }} Step */
/** @typedef {{ step: Step, status: number, seconds: string, output: string }} Finished */

const running = new Set()

/** Ends every step still running: its process group (vitest's workers, the chains; Playwright ends Chromium). */
export function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  running.clear()
}

for (const [signal, status] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stopAll(signal)
    process.exit(status)
  })
}

/** Starts a step; resolves when it exits, with its output when it was kept (stdout and stderr, in arrival order). */
export function startStep(step, root) {
  const started = Date.now()
  console.error(
    `[test] ${step.name}: ${[step.command, ...step.args].join(' ')}${step.live ? '' : ' (output at its end)'}`,
  )
  const chunks = []
  const child = spawn(step.command, step.args, {
    cwd: root,
    detached: true,
    stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  })
  running.add(child)
  child.stdout?.on('data', (chunk) => chunks.push(chunk))
  child.stderr?.on('data', (chunk) => chunks.push(chunk))
  return new Promise((resolve) => {
    const finish = (status) => {
      running.delete(child)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({ step, status, seconds, output: Buffer.concat(chunks).toString('utf8') })
    }
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
  })
}

/** Prints a kept step's output between two marks. */
export function printOutput({ step, output }) {
  if (step.live || output.trim() === '') return
  console.error(`\n[test] ---- ${step.name}: its output ----`)
  process.stderr.write(output.endsWith('\n') ? output : `${output}\n`)
  console.error(`[test] ---- ${step.name}: end ----`)
}

/**
 * Runs the lanes side by side, each lane's steps in order. Each step's end is told at once; the kept outputs are
 * printed after the last ends, in the lanes' order. A failure prints its output, ends the other steps, and exits
 * with its status.
 */
export async function runLanes(lanes, root) {
  const finished = []
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await startStep(step, root)
        if (result.status !== 0) {
          stopAll()
          printOutput(result)
          console.error(`\n[test] FAILED: ${step.name} (exit ${result.status}, ${result.seconds} s)`)
          process.exit(result.status || 1)
        }
        console.error(`[test] ${step.name}: ok (${result.seconds} s)`)
        finished.push(result)
      }
    }),
  )
  for (const step of lanes.flat()) printOutput(finished.find((result) => result.step === step))
  console.error('')
  for (const result of finished) console.error(`[test] ${result.step.name}: ok (${result.seconds} s)`)
}
