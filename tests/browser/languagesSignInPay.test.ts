import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// The email row, the social logins, sign-in with the wallet and Pay in other languages, against the world: the
// page switches language at run time (foyer.setLocale) and the visitor reads each view in it. Arabic's pay view
// passes axe.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
// The injected test wallet, first in the list (its tag is in the language in use).
const testWallet = () =>
  view()
    .getByRole('button', { name: /^Test Wallet/ })
    .first()

async function switchTo(locale: string) {
  await page().evaluate(
    (chosen) => (window as unknown as { __foyer: { setLocale(l: string): Promise<void> } }).__foyer.setLocale(chosen),
    locale,
  )
}

test('in French, the email row and the social logins, then Farcaster and the email login, speak French', async () => {
  await openPlayground(page())
  await switchTo('fr')
  await connectButton(page()).click()
  const socials = view().getByRole('list', { name: 'Connexions sociales' })
  await socials.getByRole('button', { name: 'Se connecter avec Google', exact: true }).waitFor()
  expect(await view().getByRole('textbox', { name: 'E-mail' }).getAttribute('placeholder')).toBe('E-mail')

  await socials.getByRole('button', { name: 'Se connecter avec Farcaster', exact: true }).click()
  await view().getByRole('img', { name: 'Code QR de connexion Farcaster' }).waitFor()
  await view()
    .getByText('Scannez ce code QR avec votre téléphone pour vous connecter avec Farcaster.', { exact: true })
    .waitFor()
  await view().getByRole('button', { name: 'Copier le lien', exact: true }).waitFor()
  await view().getByRole('button', { name: 'Retour', exact: true }).click()

  await view().getByRole('textbox', { name: 'E-mail' }).fill('lea@example.com')
  await view().getByRole('button', { name: 'Continuer', exact: true }).click()
  await view().getByRole('heading', { name: 'Enregistrez cet appareil' }).waitFor()
  await view()
    .getByText('Approuvez le lien de connexion envoyé à lea@example.com pour continuer.', { exact: true })
    .waitFor()
})

test('in Japanese, the sign-in view names the app and offers Sign and Cancel in Japanese', async () => {
  await openPlayground(page(), '/?wallets=evm&siwx=optional')
  await switchTo('ja')
  await connectButton(page()).click()
  await testWallet().click()
  const app = view().getByTestId('siwx-app')
  await app.waitFor()
  expect(await app.textContent()).toBe('Foyer playgroundがサインインを求めています')
  await view().getByRole('heading', { name: 'サインイン', exact: true }).waitFor()
  await view().getByRole('button', { name: '署名', exact: true }).waitFor()
  await view().getByRole('button', { name: 'キャンセル', exact: true }).click()
  await view().waitFor({ state: 'detached' })
})

for (const [locale, texts] of [
  ['de', { pay: 'Bezahlen', to: 'An', network: 'Netzwerk', cancel: 'Abbrechen', amount: '0,01 ETH' }],
  ['ar', { pay: 'دفع', to: 'إلى', network: 'الشبكة', cancel: 'إلغاء', amount: undefined }],
] as const)
  test(`in ${locale}, the pay view shows the payment in its words and its numbers`, async () => {
    await openPlayground(page(), '/?wallets=evm')
    await page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Pay', exact: true }).click()
    await page().getByRole('button', { name: 'Pay 0.01 ETH' }).waitFor()
    await switchTo(locale)
    await page().getByRole('button', { name: 'Pay 0.01 ETH' }).click()
    await testWallet().click()
    const amount = view().getByTestId('pay-amount')
    await amount.waitFor()
    // Arabic's digits are the browser's Intl data's choice (Arabic-Indic or Latin): the page's own Intl says which.
    const expected =
      texts.amount ?? (await page().evaluate((chosen) => `${new Intl.NumberFormat(chosen).format(0.01)} ETH`, locale))
    expect(await amount.textContent()).toBe(expected)
    const terms = await view().locator('dt').allTextContents()
    expect(terms).toEqual([texts.pay, texts.to, texts.network])
    await view().getByRole('button', { name: texts.pay, exact: true }).waitFor()
    await view().getByRole('button', { name: texts.cancel, exact: true }).waitFor()
    if (locale === 'ar') expect((await runAxe(page())).violations).toEqual([])
  })
