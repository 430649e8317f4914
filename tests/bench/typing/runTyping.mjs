// bench.mjs's side of the typing figure: runs measureTyping.mjs in its own process (the world is TypeScript, run
// under tsx) and hands back what it printed. When the world cannot start (or the child fails), the answer says
// why and the bench goes on with its other figures.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./measureTyping.mjs', import.meta.url))

/** `{ runs, rates: { [rate]: { search, sendAmount, swapAmount } } }`, or `{ error }`. */
export function runTyping({ runs, rates = [4], skipBuild = false, cwd }) {
  const args = [script, '--runs', String(runs), '--rates', rates.join(',')]
  if (skipBuild) args.push('--skip-build')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', (error) => resolve({ error: error.message }))
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      try {
        resolve(JSON.parse(line))
      } catch {
        resolve({ error: `the typing measurement exited with ${code} and printed no figures` })
      }
    })
  })
}

/** The figures bench.mjs keeps: per field, the median and max ms over every key of every run, at `rate`× CPU. */
export function typingFigures(result, rate = 4) {
  const fields = result?.rates?.[rate]
  if (!fields || !Object.keys(fields).length) return null
  return Object.fromEntries(
    Object.entries(fields).map(([name, stat]) => [name, stat.keys ? { median: stat.median, max: stat.max } : null]),
  )
}
