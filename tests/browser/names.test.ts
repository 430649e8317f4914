import { createPublicClient, http } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { registerName, wallet, worldControl } from './world.js'

// The Names plugin in Chromium against the world: the test wallet (anvil's account 0) chooses a .reown.id name,
// signs the service's message, and the world's profile routes store it once the signature verifies on chain.

const session = useBrowser()
const page = () => session.page
const alice = testAccounts[0]!
const shortAlice = '0xf3…b92266'
const rule = 'Use only letters, digits and hyphens, at least 4 characters'
const chain = () => inject('world').chains.find((candidate) => candidate.chainId === 1)! as { rpcUrl: string }
const view = () => dialog(page())
const nameField = () => view().getByRole('textbox', { name: 'Name' })
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])
/** Requests the page made whose URL holds `path`. */
const asked = (path: string) => session.requests.filter((url) => url.includes(path)).length
/** The names plugin's own chunks (the plugin and its views; not the reverse lookup the Account view shares). */
const namesChunks = () =>
  session.requests.filter((url) =>
    /\/(names|RegisterAccountNameView|RegisterAccountNameSuccessView)-[\w-]+\.js$/.test(new URL(url).pathname),
  )

/** The world's record of `name`, or undefined when nobody registered it. */
async function worldRecord(name: string) {
  const { urls, projectId } = inject('world')
  const query = new URLSearchParams({ apiVersion: '2', projectId, st: 'test', sv: 'test' })
  const response = await fetch(`${urls.api}/v1/profile/account/${name}?${query}`)
  const body = (await response.json()) as { addresses?: Record<string, { address: string }> } | []
  return Array.isArray(body) ? undefined : body
}

async function openAccount(heading = shortAlice) {
  await connectButton(page()).click()
  await view().getByRole('heading', { name: heading }).waitFor()
}

/** Connected, the Account view, then its "Choose a name": the register view. */
async function openRegister() {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  await openAccount()
  await view()
    .getByRole('button', { name: /Choose a name$/ })
    .click()
  await nameField().waitFor()
}

async function register(input: string) {
  await nameField().fill(input)
  await view().getByRole('button', { name: 'Register' }).click()
}

test('the names chunk is fetched only when the register view is first opened; axe finds nothing there', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  await openAccount()
  await view()
    .getByRole('button', { name: /Choose a name$/ })
    .waitFor()
  expect(namesChunks()).toEqual([])
  await view()
    .getByRole('button', { name: /Choose a name$/ })
    .click()
  await nameField().waitFor()
  expect(namesChunks().some((url) => url.includes('/RegisterAccountNameView-'))).toBe(true)
  expect(await view().getByTestId('name-zone').textContent()).toBe('.reown.id')
  await noViolations('the register view')
})

test('a name registered on anvil is stored once its signature verifies; Account shows it; reloads show it, from the cache then the API', async () => {
  const posted: string[] = []
  page().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/profile/account')
      posted.push(request.postData() ?? '')
  })
  await openRegister()
  await register('Alice')
  await view().getByRole('heading', { name: 'Name registered' }).waitFor()
  expect(await view().getByTestId('registered-name').textContent()).toBe('alice.reown.id')
  await noViolations('the success view')

  // What reached the world: ENSIP-11's coin type for chain 1, and a signature of the message by alice on chain.
  const body = JSON.parse(posted[0] ?? '{}') as {
    coin_type: number
    address: string
    message: string
    signature: string
  }
  expect(body).toMatchObject({ coin_type: 2147483649, address: alice.address })
  expect(JSON.parse(body.message)).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: expect.any(Number) })
  const client = createPublicClient({ transport: http(chain().rpcUrl) })
  expect(
    await client.verifyMessage({
      address: alice.address,
      message: body.message,
      signature: body.signature as `0x${string}`,
    }),
  ).toBe(true)
  expect((await worldRecord('alice.reown.id'))?.addresses?.['2147483649']?.address).toBe(alice.address)
  // The same signature over another name's message does not verify: the world refuses it and stores nothing.
  const forged = JSON.stringify({ name: 'mallory.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const refused = await fetch(`${inject('world').urls.api}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, message: forged }),
  })
  expect(refused.status).toBe(401)
  expect(await worldRecord('mallory.reown.id')).toBeUndefined()

  await view().getByRole('button', { name: 'Back to account' }).click()
  await view().getByRole('heading', { name: 'alice.reown.id' }).waitFor()
  expect(
    await view()
      .getByRole('button', { name: /Choose a name$/ })
      .count(),
  ).toBe(0)

  // A reload: the name comes from the caches, with no lookup.
  const lookups = () => asked('/v1/identity/') + asked('/v1/profile/reverse/')
  const before = lookups()
  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toMatch(/alice|0xf3/)
  await openAccount('alice.reown.id')
  expect(lookups()).toBe(before)

  // Caches gone: the name comes from the API.
  await page().evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (/:(nameCache|identityCache)$/.test(key)) localStorage.removeItem(key)
  })
  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toMatch(/alice|0xf3/)
  await openAccount('alice.reown.id')
  expect(lookups()).toBeGreaterThan(before)
})

describe('what the register view refuses', () => {
  test('an invalid name shows the rule; a taken one shows free suggestions, one of which fills the field; nothing is signed', async () => {
    await registerName(testAccounts[1]!, 'alice.reown.id')
    await openRegister()
    await register('ab_')
    await view().getByText(rule).waitFor()
    expect(await nameField().getAttribute('aria-invalid')).toBe('true')

    await register('alice')
    await view().getByText('alice.reown.id is already taken').waitFor()
    const suggestions = view().getByRole('list', { name: 'Suggestions' })
    await suggestions.getByRole('button', { name: /^alice1\.reown\.id/ }).click()
    expect(await nameField().inputValue()).toBe('alice1')
    await register('alice')
    await suggestions.waitFor()
    await noViolations('the register view with an error and suggestions')
    const methods = (await wallet<{ method: string }[]>(page(), 'requests')).map((request) => request.method)
    expect(methods).not.toContain('personal_sign')
  })

  test("a refused signature returns to the register view with 'Error registering name {name}'; a world fault's reason shows as it is", async () => {
    await openRegister()
    await wallet(page(), 'setMode', 'reject')
    await register('alice')
    await view().getByRole('alert').getByText('Error registering name alice.reown.id').waitFor()
    expect(await nameField().inputValue()).toBe('alice')
    expect(await worldRecord('alice.reown.id')).toBeUndefined()

    await wallet(page(), 'setMode', 'approve')
    const reason = 'Name is reserved for a partner'
    await worldControl('faults', {
      route: '/v1/profile/account',
      method: 'POST',
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: 'name', description: reason }] },
      times: 1,
    })
    await view().getByRole('button', { name: 'Register' }).click()
    await view().getByRole('alert').getByText(reason).waitFor()
    await view().getByRole('button', { name: 'Register' }).waitFor()
    expect(await worldRecord('alice.reown.id')).toBeUndefined()
  })
})
