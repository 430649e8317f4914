// WalletConnect Verify in the playground. A dapp's WalletConnect client in a browser asks Verify for an
// attestation before every proposal and request (a hidden iframe on https://verify.walletconnect.org), waiting up
// to 5 s for an answer: offline, every pairing and every request stalls 5 s. The URL is a constant in
// @walletconnect/core (no option; the only switch is `process.env.IS_VITEST`, which a page does not have, and
// faking `process` breaks the client elsewhere: with it set, it reads an undeclared `global`).
//
// So the playground's build (dev server and `vite build`, never the product's own build) rewrites that constant
// into "the world's Verify URL if the page set one, else the real one": the page sets
// `globalThis.__foyerWorldVerifyUrl` from world.json (playground/src/world.ts), and the world serves a Verify
// stand-in there (relay/createVerifyStandIn.ts). The client then runs Verify for real, against the world.
import type { Plugin } from 'vite'

export const verifyServer = 'https://verify.walletconnect.org'
/** The page global the rewritten constant reads. */
export const worldVerifyGlobal = '__foyerWorldVerifyUrl'

const core = /[\\/]@walletconnect[\\/]core[\\/]/

/** The rewrite itself (exported for its test): only @walletconnect/core, only that string literal. */
export function rewriteVerifyUrl(code: string, id: string): string | undefined {
  if (!core.test(id) || !code.includes(verifyServer)) return undefined
  const literal = new RegExp(`(["'\`])${verifyServer.replaceAll('.', '\\.')}\\1`, 'g')
  return code.replace(literal, (quoted) => `(globalThis.${worldVerifyGlobal}??${quoted})`)
}

const transform = (code: string, id: string) => {
  const rewritten = rewriteVerifyUrl(code, id)
  return rewritten === undefined ? null : { code: rewritten, map: null }
}

/** Vite plugin: the rewrite in the dependency optimizer (dev) and in the build. */
export function worldVerifyPlugin(): Plugin {
  return {
    name: 'foyer-world-verify-url',
    config: () => ({
      optimizeDeps: { rolldownOptions: { plugins: [{ name: 'foyer-world-verify-url', transform }] } },
    }),
    transform,
  }
}
