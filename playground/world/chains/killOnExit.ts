import type { ChildProcess } from 'node:child_process'

// Child processes that must not outlive this process. They are killed on normal exit and on
// SIGINT/SIGTERM/SIGHUP (the signal is then re-raised if nobody else handles it, so the default
// behaviour stays). A SIGKILL of this process cannot be caught: its children would be left running.
const children = new Set<ChildProcess>()
let installed = false

function killAll() {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
}

function install() {
  installed = true
  process.on('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      killAll()
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    }
    process.once(signal, onSignal)
  }
}

/** Registers `child` to be killed with this process; returns the function that unregisters it. */
export function killOnExit(child: ChildProcess): () => void {
  if (!installed) install()
  children.add(child)
  const forget = () => children.delete(child)
  child.once('exit', forget)
  return forget
}
