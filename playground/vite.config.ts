import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { worldVerifyPlugin } from './world/relay/worldVerifyPlugin.js'

// The playground imports Foyer by its package name; the `source` export condition resolves
// `foyer` and `foyer/react` to the TypeScript sources, so no library build is needed.
// worldVerifyPlugin: WalletConnect's client waits 5 s per pairing and per request for its hosted Verify server,
// whose URL it hard-codes; in this build only, the URL reads the world's Verify stand-in when the page was given
// one (world.json, see src/world.ts). Explained in world/relay/worldVerifyPlugin.ts. The product's build is untouched.
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), worldVerifyPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The playground; an app on wagmi whose wallet is chosen in Foyer's modal (foyer/wagmi); an app on the hooks; a
    // server-rendered page; an app that draws its own wallet list and QR code (foyer/headless).
    rollupOptions: {
      input: {
        main: page('index.html'),
        wagmi: page('wagmi.html'),
        hooks: page('hooks.html'),
        ssr: page('ssr.html'),
        headless: page('headless.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
