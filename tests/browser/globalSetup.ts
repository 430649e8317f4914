import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { startWorld, type WorldConfig } from '../../playground/world/startWorld.js'
import { startStaticServer } from './staticServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built playground, served on 127.0.0.1 (no trailing slash). */
    playgroundUrl: string
    /** The world's URLs, chains and project id (what the playground reads from /world.json). */
    world: WorldConfig
  }
}

const repository = fileURLToPath(new URL('../../', import.meta.url))
const playground = `${repository}playground`

/** Builds the playground once per run, serves it with its world, and hands the URL to the tests. */
export default async function setup(project: TestProject) {
  const [world] = await Promise.all([
    startWorld(),
    build({ configFile: `${playground}/vite.config.ts`, logLevel: 'warn' }),
  ])
  const documents = new Map([
    ['/world.json', () => JSON.stringify(world.config)],
    // The relay's open sockets, for tests that wait for clients to come back after a restart.
    ['/__world/relay.json', () => JSON.stringify({ connections: world.relay.connections() })],
    // The relay's last log lines, which a failing test prints (tests/browser/browser.ts).
    ['/__world/relay/log.json', () => JSON.stringify(world.relay.recentLog())],
  ])
  // Tests put the world back to its seeded state before each test (tests/browser/browser.ts); the relay
  // restarts on demand (its sockets drop, its messages stay), and chain 1 can go down and come back.
  const actions = new Map<string, () => Promise<unknown>>([
    ['/__world/reset', () => world.reset()],
    ['/__world/relay/restart', () => world.relay.restart()],
    // Chain 1's node stops (an outage) and starts again on its port, seeded anew; a reset starts it too.
    ['/__world/chain/1/stop', () => world.chains.stopChain(1)],
    ['/__world/chain/1/start', () => world.chains.startChain(1)],
    // The embedded-wallet site goes down (its connections and waits dropped) and comes back; a reset brings it back.
    ['/__world/frame/stop', () => world.frameSite.pause()],
    ['/__world/frame/start', () => world.frameSite.resume()],
  ])
  const server = await startStaticServer(`${playground}/dist`, documents, actions)
  project.provide('playgroundUrl', server.url)
  project.provide('world', world.config)
  return async () => {
    await server.close()
    await world.stop()
  }
}
