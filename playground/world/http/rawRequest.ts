import { connect } from 'node:net'

/**
 * Sends `head` (e.g. `GET // HTTP/1.1`) as is over a raw socket to `url`'s host and port, and resolves with what
 * came back: until the server closes, a whole answer's head arrives, or `timeoutMs` passes (then whatever came).
 */
export function rawRequest(url: string, head: string, timeoutMs = 2000): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    let received = ''
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nHost: ${hostname}\r\n\r\n`))
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(received)
    }
    const timer = setTimeout(done, timeoutMs)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (/\r\n\r\n/.test(received)) done()
    })
    socket.on('error', done)
    socket.on('close', done)
  })
}

/** The status line's code of a raw answer, or undefined when nothing came back. */
export const rawStatus = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined
