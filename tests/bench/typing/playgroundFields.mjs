// The three fields the typing measurement types into, reached in the built playground against the world as the
// browser tests reach them (tests/browser/browser.ts, send.test.ts, swaps.test.ts): each function takes the page
// from where the last one left it and returns the field's locator.

import { chooseTestWallet } from '../../chooseTestWallet.mjs'

const shortAccount = '0xf3…b92266'
const connectButton = (page) => page.locator('button[data-foyer-connect]')
const dialog = (page) => page.locator('foyer-modal').getByRole('dialog')

/** Disconnected: the modal, its All Wallets row, then the list's search box once the list is there. */
export async function allWalletsSearch(page) {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  await dialog(page).getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
  return dialog(page).getByRole('searchbox', { name: 'Search wallet' })
}

/** Closes the modal (Escape) and connects the injected test wallet from the Connect view. */
async function connectTestWallet(page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  await connectButton(page).click()
  await chooseTestWallet(page)
  await page.waitForFunction(
    (name) => document.querySelector('button[data-foyer-connect]')?.textContent === name,
    shortAccount,
  )
}

/** Connected, the Account view, its Send button, then the Amount field once the token list is there. */
export async function sendAmount(page) {
  await connectTestWallet(page)
  await connectButton(page).click()
  await dialog(page).getByRole('heading', { name: shortAccount }).waitFor()
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page).getByRole('list', { name: 'Token to send' }).getByRole('button').first().waitFor()
  return dialog(page).getByRole('textbox', { name: /^Amount/ })
}

/** From anywhere while connected: the modal closed and opened again (Account), Swap, then its amount field. */
export async function swapAmount(page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  await connectButton(page).click()
  await dialog(page).getByRole('heading', { name: shortAccount }).waitFor()
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog(page).getByRole('form', { name: 'Swap' }).waitFor()
  return dialog(page).getByRole('textbox', { name: /^Amount/ })
}

/** In the order a run types them: what to type, and how to reach the field. */
export const playgroundFields = [
  { name: 'search', text: 'meta', reach: allWalletsSearch },
  { name: 'sendAmount', text: '12.5', reach: sendAmount },
  { name: 'swapAmount', text: '12.5', reach: swapAmount },
]
