import { loadLocale } from '../../plugins/loadLocale.js'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, test } from 'vitest'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// Each language renders the Connect and the Account views against the world, on one page that switches language
// at run time (foyer.setLocale); a screenshot of each is kept under tests/browser/artifacts/ (git-ignored).
// Arabic lays the modal out right to left, and axe finds nothing there.

const session = useBrowser()
const page = () => session.page
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url))
const chunks: Record<string, Record<string, string>> = Object.fromEntries(
  await Promise.all(['es', 'fr', 'de', 'pt', 'ja', 'zh', 'ar'].map(async (l) => [l, await loadLocale(l as 'de')])),
)
const locales = ['en', ...Object.keys(chunks)]
const say = (locale: string, english: string) => chunks[locale]?.[english] ?? english

beforeAll(() => mkdirSync(artifacts, { recursive: true }))

async function switchTo(locale: string) {
  await page().evaluate(
    (chosen) => (window as unknown as { __foyer: { setLocale(l: string): Promise<void> } }).__foyer.setLocale(chosen),
    locale,
  )
}

async function openIn(locale: string, heading: string) {
  await switchTo(locale)
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: heading, exact: true }).waitFor()
  const root = page().locator('foyer-modal .foyer-root')
  expect(await root.getAttribute('lang')).toBe(locale)
  expect(await root.evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr')
}

async function close() {
  await page().keyboard.press('Escape')
  await dialog(page()).waitFor({ state: 'detached' })
}

/** In right-to-left, Close sits left of the title and Back's arrow is mirrored; in left-to-right, the other way. */
async function expectMirrored(locale: string) {
  const title = await dialog(page()).locator('.foyer-title').boundingBox()
  const closeButton = await dialog(page())
    .getByRole('button', { name: say(locale, 'Close'), exact: true })
    .boundingBox()
  if (!title || !closeButton) throw new TypeError('the header is not drawn')
  if (locale === 'ar') expect(closeButton.x).toBeLessThan(title.x)
  else expect(closeButton.x).toBeGreaterThan(title.x)
}

test('each language renders the Connect view, its button too; Arabic right to left, with no axe finding', async () => {
  await openPlayground(page(), '/?wallets=evm')
  for (const locale of locales) {
    await openIn(locale, say(locale, 'Connect Wallet'))
    expect(await connectButton(page()).textContent()).toBe(say(locale, 'Connect Wallet'))
    await dialog(page())
      .getByRole('button', { name: new RegExp(`^${say(locale, 'All Wallets')}`) })
      .waitFor()
    await expectMirrored(locale)
    await page().screenshot({ path: `${artifacts}connect-${locale}.png` })
    if (locale === 'ar') expect((await runAxe(page())).violations).toEqual([])
    await close()
  }
})

test('each language renders the Account view, with numbers through Intl; Arabic right to left, with no axe finding', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  for (const locale of locales) {
    await openIn(locale, '0xf3…b92266')
    await dialog(page())
      .getByRole('button', { name: say(locale, 'Disconnect'), exact: true })
      .waitFor()
    await dialog(page())
      .getByRole('tab', { name: say(locale, 'Tokens'), exact: true })
      .waitFor()
    await expectMirrored(locale)
    await page().screenshot({ path: `${artifacts}account-${locale}.png` })
    if (locale === 'ar') expect((await runAxe(page())).violations).toEqual([])
    await close()
  }
  // The balance is drawn by Intl in the language in use: German groups thousands with a dot (anvil's 10000 ETH).
  await openIn('de', '0xf3…b92266')
  await expect
    .poll(() => dialog(page()).getByTestId('account-balance').textContent(), { timeout: 10_000 })
    .toBe('10.000 ETH')
  await close()
})

test('a feature view speaks the language too: Send in French, its rules translated, its balances through Intl', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  await openIn('fr', '0xf3…b92266')
  await dialog(page())
    .getByRole('button', { name: say('fr', 'Send'), exact: true })
    .click()
  await dialog(page())
    .getByRole('heading', { name: say('fr', 'Send'), exact: true })
    .waitFor()
  const tokens = dialog(page()).getByRole('list', { name: say('fr', 'Token to send') })
  await tokens.getByRole('button').first().waitFor()
  // French groups thousands with a narrow no-break space (anvil's 10000 ETH).
  expect((await tokens.getByRole('button', { name: /^Ether / }).textContent())?.replace(/\s/g, ' ')).toContain(
    '10 000 ETH',
  )
  // The kernel's rule (English in the error) and the plugin's own are both shown in French.
  const review = dialog(page()).getByRole('button', { name: say('fr', 'Review'), exact: true })
  await review.click()
  await dialog(page())
    .getByRole('alert')
    .getByText(say('fr', 'An amount and receiver address are required'), { exact: true })
    .waitFor()
  await tokens.getByRole('button', { name: /^Ether / }).click()
  await dialog(page())
    .getByRole('textbox', { name: say('fr', 'Amount ({symbol})').replace('{symbol}', 'ETH') })
    .fill('abc')
  await dialog(page())
    .getByRole('textbox', { name: say('fr', 'Receiver address or name') })
    .fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await review.click()
  await dialog(page()).getByText(say('fr', 'Enter the amount as a number, e.g. 1.5'), { exact: true }).waitFor()
  expect((await runAxe(page())).violations).toEqual([])
  await close()
})
