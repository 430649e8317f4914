// One step both the browser tests and the typing bench take: in the open Connect view, the injected test wallet
// (named "Test Wallet", or "Test Wallet a", "b"... when several are injected) is chosen, and the modal closes.

/** Chooses the first injected test wallet in the open Connect view and waits for the modal to close. */
export async function chooseTestWallet(page) {
  const dialog = page.locator('foyer-modal').getByRole('dialog')
  await dialog
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await dialog.waitFor({ state: 'detached' })
}
