import { createPublicClient, type Hex, http } from 'viem'
import { expect, inject, test } from 'vitest'
import { dialog, useBrowser } from './browser.js'
import { embeddedUser, preferSmartAccount, submitEmailLogin } from './embeddedWallet.js'
import { short } from './namespaceSteps.js'
import { trackedEvents } from './world.js'

// Issue 19: the smart-account user of the world's embedded wallet signs in (SIWX) through the world's app server
// (the playground's server mode, `foyer/siwx`'s handler), which verifies the not-yet-deployed account's ERC-6492
// signature on anvil (ERC-1271 through the simulated deployment) before the session is stored.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const rpcUrl = () => (inject('world').chains.find((candidate) => candidate.chainId === 1) as { rpcUrl: string }).rpcUrl
const erc6492Suffix = '6492649264926492649264926492649264926492649264926492649264926492'
const storedSessions = () =>
  page().evaluate(
    () =>
      JSON.parse(localStorage.getItem('foyer:siwxSessions') ?? '[]') as {
        data: Record<string, string>
        signature: Hex
      }[],
  )

test("the smart-account user of the embedded wallet signs in through the world's app server (server mode), which verifies it through ERC-1271/6492", async () => {
  const verified: number[] = []
  page().on('response', (response) => {
    if (new URL(response.url()).pathname === '/app/siwx/verify') verified.push(response.status())
  })
  await preferSmartAccount(page())
  await submitEmailLogin(page(), 'lovelace@example.org', '/?siwx=server')
  // The sign view follows the login: the frame's user exists by then.
  await view().getByTestId('siwx-app').waitFor({ timeout: 20_000 })
  const user = await embeddedUser('lovelace@example.org')
  const smartAccount = user.smartAccount as Hex

  expect(await view().getByTestId('siwx-account').textContent()).toBe(short(smartAccount))
  await view().getByRole('button', { name: 'Sign', exact: true }).click()
  await view().waitFor({ state: 'detached', timeout: 20_000 })

  expect(verified).toEqual([200])
  const [stored, ...more] = await storedSessions()
  expect(more).toEqual([])
  expect(stored?.data).toMatchObject({ accountAddress: smartAccount, chainId: 'eip155:1' })
  // Signed by the smart account before its deployment: an ERC-6492 signature, which no EOA check accepts.
  expect(await createPublicClient({ transport: http(rpcUrl()) }).getCode({ address: smartAccount })).toBeUndefined()
  expect(stored?.signature.endsWith(erc6492Suffix)).toBe(true)

  await expect
    .poll(async () => (await trackedEvents(page(), 'SIWX_AUTH_SUCCESS')).at(-1))
    .toMatchObject({ network: 'eip155:1', isSmartAccount: true })
})
