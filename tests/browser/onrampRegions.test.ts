import { describe, expect, test } from 'vitest'
import { connectButton, connectTestWallet, dialog, openPlayground, useBrowser } from './browser.js'
import { onrampChunksOf, shortAlice } from './onrampSteps.js'

// SPEC §5's restricted regions, in a Chromium whose timezone is Asia/Shanghai: Buy is hidden with a note, and the
// app's `onrampInRestrictedRegions` (the playground's `?onrampInRestrictedRegions=1`) offers it again.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())

/** Chromium in Shanghai's timezone, the playground open at `path`, the test wallet connected, the Account view. */
async function accountInShanghai(path: string) {
  const cdp = await session.context.newCDPSession(page())
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' })
  await openPlayground(page(), path)
  expect(await page().evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view().getByRole('heading', { name: shortAlice }).waitFor()
}

describe('the onramp in a restricted timezone', () => {
  test('Buy is hidden, with a note saying why, and the onramp code is never fetched', async () => {
    await accountInShanghai('/?wallets=evm')
    await view().getByText('Buying crypto is not available in your region').waitFor()
    expect(await view().getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
    expect(onrampChunksOf(session)).toEqual([])
  })

  test('an app that sets onrampInRestrictedRegions offers Buy there, and the form opens', async () => {
    await accountInShanghai('/?wallets=evm&onrampInRestrictedRegions=1')
    await view().getByRole('button', { name: 'Buy', exact: true }).click()
    await view().getByRole('form', { name: 'Buy' }).waitFor()
    expect(await view().getByText('Buying crypto is not available in your region').count()).toBe(0)
  })
})
