// For browser tests of apps whose WalletConnect client talks to the hosted Verify server (it cannot be configured):
// route https://verify.walletconnect.org in the browser to the relay's Verify stand-in, so Verify runs for real and
// pairing and requests do not wait 5 s each for an unreachable server. Playwright-shaped (a BrowserContext or Page).
export interface RoutableContext {
  route(
    url: string,
    handler: (route: {
      request(): { url(): string }
      fetch(options: { url: string }): Promise<unknown>
      fulfill(options: { response: any }): Promise<void>
    }) => Promise<void>,
  ): Promise<unknown>
}

export const hostedVerify = 'https://verify.walletconnect.org'

/** Sends every request for the hosted Verify server to `verifyUrl` (the relay's `verifyUrl`) instead. */
export async function routeWalletConnectVerify(context: RoutableContext, verifyUrl: string): Promise<void> {
  await context.route(`${hostedVerify}/**`, async (route) => {
    const url = new URL(route.request().url())
    await route.fulfill({ response: await route.fetch({ url: `${verifyUrl}${url.pathname}${url.search}` }) })
  })
}
