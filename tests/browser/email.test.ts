import { frameControlClient } from 'foyer/testing'
import { describe, expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser, worldAction } from './browser.js'
import { preferEoa } from './embeddedWallet.js'
import { providerRequest } from './world.js'

// Email login against the world's embedded-wallet site (its own origin): the frame bridge, the AUTH connector
// and the EmailLogin view, in Chromium.

const session = useBrowser()
const page = () => session.page
const frame = () => frameControlClient(inject('world').urls.frame ?? '')
const emailField = () => dialog(page()).getByRole('textbox', { name: 'Email' })
const codeField = () => dialog(page()).getByRole('textbox', { name: 'Login code' })

async function askLoginEmail(email: string, path = '/') {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await emailField().fill(email)
  await dialog(page()).getByRole('button', { name: 'Continue' }).click()
}

/** Visits the approval link of the mailbox, as the visitor would. */
async function approveFromMailbox(email: string) {
  await expect.poll(async () => (await frame().mailbox(email)).some((mail) => mail.link)).toBe(true)
  const mail = (await frame().mailbox(email)).find((m) => m.link)
  await fetch(mail?.link ?? '')
}

async function enterCode(email: string, code?: string) {
  await codeField().waitFor()
  if (code === undefined) await expect.poll(() => frame().lastOtp(email)).toBeTruthy()
  await codeField().fill(code ?? (await frame().lastOtp(email)) ?? '')
  await dialog(page()).getByRole('button', { name: 'Continue' }).click()
}

async function logIn(email: string) {
  await askLoginEmail(email)
  await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
  await approveFromMailbox(email)
  await enterCode(email)
  await dialog(page()).waitFor({ state: 'hidden' })
}

const userOf = async (email: string) => (await frame().users()).find((user) => user.email === email)

describe('email login', () => {
  test('on a new device: the approval link, then the code from the mailbox, connects the embedded wallet', async () => {
    await preferEoa(page()) // the EOA, funded by the world (the default is the smart account, SPEC §9)
    await askLoginEmail('ada@example.org')
    await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
    expect((await runAxe(page())).violations).toEqual([])
    await approveFromMailbox('ada@example.org')
    await codeField().waitFor()
    expect((await runAxe(page())).violations).toEqual([])
    await enterCode('ada@example.org')
    await dialog(page()).waitFor({ state: 'hidden' })
    await connectButton(page()).click()
    const address = (await userOf('ada@example.org'))?.address ?? 'none'
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
    await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toContain('1')
  })

  test('on a known device the code comes at once; a wrong code says so and the right one connects', async () => {
    await logIn('alan@example.org')
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /Disconnect/ })
      .click()
    await dialog(page()).waitFor({ state: 'hidden' })
    // SPEC §4: disconnecting clears the stored email and the email-login-used flag.
    const stored = await page().evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.endsWith('emailLogin'))
        .map((key) => localStorage.getItem(key))
        .join(''),
    )
    expect(stored).not.toContain('alan@example.org')
    expect(stored).not.toContain('"used"')
    await connectButton(page()).click()
    await emailField().fill('alan@example.org')
    // SPEC §5's cooldown would hold this second login email for 30 s (its own test): forget its time.
    await page().evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('emailLogin')) localStorage.removeItem(key)
    })
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    await codeField().waitFor()
    await enterCode('alan@example.org', '000000')
    await expect.poll(() => codeField().getAttribute('aria-invalid')).toBe('true')
    expect(await dialog(page()).getByText('Invalid code').count()).toBe(1)
    await codeField().fill('')
    await enterCode('alan@example.org')
    await dialog(page()).waitFor({ state: 'hidden' })
  })

  test('a second login email within 30 s says when to try again', async () => {
    await askLoginEmail('grace@example.org')
    await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await emailField().fill('grace@example.org')
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    await expect
      .poll(() => dialog(page()).getByRole('alert').textContent())
      .toMatch(/^Please try again after (30|29|28) seconds$/)
    expect((await runAxe(page())).violations).toEqual([])
  })

  test('a reload restores the embedded wallet through the frame, and it signs a message', async () => {
    await preferEoa(page()) // the EOA stored as the visitor's choice: the reload restores it
    await logIn('ada@example.org')
    const address = (await userOf('ada@example.org'))?.address ?? 'none'
    await page().reload()
    await expect.poll(() => page().locator('iframe[title="Embedded wallet"]').count()).toBe(1)
    await expect
      .poll(() => connectButton(page()).textContent(), { timeout: 15_000 })
      .toBe(`${address.slice(0, 4)}…${address.slice(-6)}`)
    const signed = await providerRequest(page(), 'personal_sign', ['0x68656c6c6f', address])
    expect(signed).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  })

  test('a switch the app asks of the provider reaches the modal and is kept; a login stored without its last chain restores on the frame’s own chain', async () => {
    await preferEoa(page())
    await logIn('ada@example.org')
    const activeNetwork = () =>
      page().evaluate(
        () => (window as never as { __foyer: { getState(): any } }).__foyer.getState().chains.eip155?.activeNetworkId,
      )
    expect(await providerRequest(page(), 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])).toEqual({
      result: null,
    })
    await expect.poll(activeNetwork).toBe('eip155:42161')
    const stored = await page().evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.endsWith('emailLogin'))
        .map((key) => localStorage.getItem(key))
        .join(''),
    )
    expect(stored, 'the switch is the chain a restore comes back to').toContain('"lastChain":"eip155:42161"')
    // A login record without its last chain (as one written before the chain was kept).
    await page().evaluate(() => {
      for (const key of Object.keys(localStorage).filter((name) => name.endsWith('emailLogin'))) {
        const { lastChain: _, ...kept } = JSON.parse(localStorage.getItem(key) ?? '{}')
        localStorage.setItem(key, JSON.stringify(kept))
      }
    })
    await page().reload()
    await expect.poll(() => frame().messages('GET_CHAIN_ID'), { timeout: 15_000 }).toHaveLength(1)
    await expect.poll(activeNetwork).toBe('eip155:42161')
    expect((await frame().messages('GET_USER')).at(-1)?.payload).toMatchObject({ chainId: 'eip155:42161' })
  })

  test('a page without a past email login creates no frame', async () => {
    await openPlayground(page())
    await connectButton(page()).click()
    await emailField().waitFor()
    expect(await page().locator('iframe[title="Embedded wallet"]').count()).toBe(0)
  })
})

describe('the frame bridge on a hostile page', () => {
  test('replies with the right request id from another origin or from the app window itself are ignored', async () => {
    await frame().setFaults({ drop: ['CONNECT_EMAIL'] })
    await openPlayground(page())
    await page().evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { __seen: seen })
      window.addEventListener('message', (event) => seen.push(`${event.origin} ${event.data?.type}`))
    })
    await connectButton(page()).click()
    await emailField().fill('eve@example.org')
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    await expect.poll(async () => (await frame().messages('CONNECT_EMAIL')).length).toBe(1)
    const id = (await frame().messages('CONNECT_EMAIL'))[0]?.id
    const reply = { type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } }
    await page().evaluate((message) => {
      window.postMessage(message, '*')
      const other = document.createElement('iframe')
      other.src = `data:text/html,<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
      document.body.appendChild(other)
    }, reply)
    // Both arrived at the page (so the test can fail), and the view still waits for the frame.
    await expect
      .poll(() => page().evaluate(() => (window as unknown as { __seen: string[] }).__seen))
      .toEqual(expect.arrayContaining([`${new URL(page().url()).origin} ${reply.type}`, `null ${reply.type}`]))
    await page().waitForTimeout(300)
    expect(await codeField().count()).toBe(0)
    expect(await dialog(page()).getByRole('img', { name: 'Sending the login email' }).count()).toBe(1)
  })
})

describe('frame faults', () => {
  test('a frame that never says READY gives the load alert, and Back leads to a fresh attempt', async () => {
    await frame().setFaults({ load: 'no-ready' })
    // SPEC §9's 20 s wait for READY passes on Playwright's clock, once the frame's page was served.
    await page().clock.install()
    await askLoginEmail('ada@example.org')
    await expect.poll(async () => (await frame().loads()).length).toBeGreaterThan(0)
    expect(await dialog(page()).getByText('Something went wrong').count()).toBe(0)
    await page().clock.fastForward(21_000)
    await dialog(page()).getByText('Something went wrong').waitFor()
    expect(await dialog(page()).getByText('The email login could not load.').count()).toBe(1)
    expect(await page().locator('iframe[title="Embedded wallet"]').count()).toBe(0)
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await emailField().waitFor()
  })

  // Every request for the chunk's own URL fails (as Chromium 150 keeps a failed import failed): the next try loads it
  // from a fresh URL.
  test("the login's code failing to load says 'Unable to load email login dependency', and the next try loads it", async () => {
    await page().route(/\/createAuthFrame-[^/?]*\.js$/, (route) => route.abort())
    await askLoginEmail('ada@example.org')
    await dialog(page()).getByText('Unable to load email login dependency').waitFor()
    expect(await page().locator('iframe[title="Embedded wallet"]').count()).toBe(0)
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await emailField().fill('ada@example.org')
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
  })

  test('the frame site down while a login waits on its device: the login fails with its text; once it is back, a second attempt after the cooldown works without a reload', async () => {
    const site = (action: 'stop' | 'start') => worldAction(`frame/${action}`)
    await page().clock.install() // time flows as usual; the test skips the email cooldown's 30 s
    await preferEoa(page()) // the account shown is the user's EOA
    await askLoginEmail('grace@example.org')
    await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
    await site('stop')
    await dialog(page()).getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()

    await site('start')
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await emailField().fill('grace@example.org')
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    // SPEC §4: the email that went out before the outage still holds the next one back for 30 s.
    await dialog(page())
      .getByRole('alert')
      .filter({ hasText: /^Please try again after \d+ seconds$/ })
      .waitFor()
    await page().clock.fastForward('00:30')
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await emailField().fill('grace@example.org')
    await dialog(page()).getByRole('button', { name: 'Continue' }).click()
    await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
    await approveFromMailbox('grace@example.org')
    await enterCode('grace@example.org')
    await dialog(page()).waitFor({ state: 'hidden' })
    await connectButton(page()).click()
    const address = (await userOf('grace@example.org'))?.address ?? 'none'
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
  })

  test('a garbled reply is dropped and moves the login nowhere', async () => {
    await frame().setFaults({ garbage: ['CONNECT_EMAIL'] })
    await askLoginEmail('ada@example.org')
    await page().waitForTimeout(500)
    expect(await codeField().count()).toBe(0)
    expect(await dialog(page()).getByRole('heading', { name: 'Register this device' }).count()).toBe(0)
  })
})
