import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { startStaticServer } from './staticServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built playground, served on 127.0.0.1 (no trailing slash). */
    playgroundUrl: string
  }
}

const repository = fileURLToPath(new URL('../../', import.meta.url))
const playground = `${repository}playground`

/**
 * The world the playground reads from `/world.json`.
 *
 * >>> THE WORLD GOES HERE. Replace this stand-in with the world's `startWorld()` (playground/world):
 * it starts the local services and returns world.json's content and a stop(). Until then: no chains,
 * and every service URL points at this static server, which answers 404 (nothing leaves the machine).
 */
async function startWorld(baseUrl: string): Promise<{ world: unknown; stop(): Promise<void> }> {
  const url = (service: string) => `${baseUrl}/world/${service}`
  return {
    world: {
      projectId: 'foyer-playground',
      urls: {
        api: url('api'),
        directory: url('directory'),
        config: url('config'),
        analytics: url('analytics'),
        rpc: url('rpc'),
        relay: `${baseUrl.replace('http', 'ws')}/world/relay`,
        frame: url('frame'),
      },
      chains: [],
    },
    stop: async () => undefined,
  }
}

/** Builds the playground once per run, serves it with its world, and hands the URL to the tests. */
export default async function setup(project: TestProject) {
  await build({ configFile: `${playground}/vite.config.ts`, logLevel: 'warn' })
  const documents = new Map<string, () => string>()
  const server = await startStaticServer(`${playground}/dist`, documents)
  const { world, stop } = await startWorld(server.url)
  documents.set('/world.json', () => JSON.stringify(world))
  project.provide('playgroundUrl', server.url)
  return async () => {
    await stop()
    await server.close()
  }
}
