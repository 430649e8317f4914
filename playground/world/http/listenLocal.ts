import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Listens on 127.0.0.1 (`port`, or a free one); resolves with the port. */
export function listenLocal(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Closes a server and every connection it keeps open. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
