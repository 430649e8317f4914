// `npm start`: the whole world offline (chains, Solana, data API, WalletConnect relay, embedded-wallet site) and
// the playground on it (Vite).
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin } from 'vite'
import { startWorld, type WorldConfig } from './startWorld.js'

/** Serves the world's URLs to the playground as ./world.json. */
export function worldJsonPlugin(config: () => WorldConfig): Plugin {
  return {
    name: 'foyer-world-json',
    configureServer(server) {
      server.middlewares.use('/world.json', (_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.setHeader('cache-control', 'no-store')
        response.end(JSON.stringify(config()))
      })
    },
  }
}

async function main() {
  const started = performance.now()
  const world = await startWorld({
    chainPorts: [Number(process.env.FOYER_CHAIN_PORT ?? 8545), Number(process.env.FOYER_CHAIN2_PORT ?? 8546)],
    // solana-test-validator's ports: JSON-RPC 8899, WebSocket 8900.
    solanaPort: Number(process.env.FOYER_SOLANA_PORT ?? 8899),
    apiPort: Number(process.env.FOYER_API_PORT ?? 4100),
    framePort: Number(process.env.FOYER_FRAME_PORT ?? 4200),
    relayPort: Number(process.env.FOYER_RELAY_PORT ?? 4300),
    coinbaseKeysPort: Number(process.env.FOYER_COINBASE_KEYS_PORT ?? 4400),
  })
  const server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    plugins: [worldJsonPlugin(() => world.config)],
    server: { port: Number(process.env.FOYER_PLAYGROUND_PORT ?? 5173) },
  })
  await server.listen()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const lines = [
    `Foyer world ready in ${seconds} s`,
    `  playground   ${server.resolvedUrls?.local[0] ?? ''}`,
    `  data API     ${world.config.urls.api}`,
    `  relay        ${world.config.urls.relay} (WalletConnect; Verify at ${world.config.verifyUrl})`,
    `  frame site   ${world.config.urls.frame} (the embedded wallet; logins waiting: ${world.config.pages.embeddedWallet})`,
    `  mailbox      ${world.config.pages.mailbox} (login codes, device approvals)`,
    `  Safe host    ${world.config.pages.safe}?app=<the playground's URL> (the playground as a Safe App)`,
    `  coinbase     ${world.config.coinbaseKeysUrl} (Coinbase's popup page, for the Coinbase connector's keysUrl)`,
    ...world.config.chains.map((chain) =>
      chain.namespace === 'solana'
        ? `  ${chain.name.padEnd(12)} ${chain.rpcUrl} (${chain.caipNetworkId}, WebSocket ${chain.wsUrl})`
        : `  ${chain.name.padEnd(12)} ${chain.rpcUrl} (chain id ${chain.chainId})`,
    ),
    '  Ctrl-C stops everything.',
  ]
  console.log(lines.join('\n'))

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await world.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
