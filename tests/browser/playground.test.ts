import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { frameControlClient } from '../../playground/world/frame/control/frameControlClient.js'
import { frameDevice } from '../../playground/world/frame/testing/frameDevice.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The playground's own panels and URL parameters (README: Playground): what a person (or a test from outside the
// repository) sets there reaches the world and the Foyer instance.

const session = useBrowser()
const world = () => inject('world')
const frame = () => frameControlClient(world().urls.frame!)

type Feature = { id: string; isEnabled: boolean; config: string[] | null }
const worldFeature = async (id: string) =>
  ((await worldControl('features', undefined, 'GET')) as { features: Feature[] }).features.find(
    (feature) => feature.id === id,
  )

/** The Foyer instance's resolved features (window.__foyer), once its first open has read the config. */
const stateFeatures = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __foyer: { getState(): { features?: Record<string, unknown> } } }).__foyer.getState()
        .features,
  )

const remoteSwitch = (page: Page, name: string) =>
  page.getByRole('form', { name: 'Features' }).getByRole('checkbox', { name, exact: true })

async function openModal(page: Page) {
  await connectButton(page).click()
  await dialog(page).waitFor()
}

describe('remote features', () => {
  test("turning Email off sets the world's project config, and the new instance's modal has email off", async () => {
    const { page } = session
    await openPlayground(page)
    await remoteSwitch(page, 'Email').click()
    await expect.poll(() => remoteSwitch(page, 'Email').isChecked()).toBe(false)
    const social = await worldFeature('social_login')
    expect(social?.isEnabled).toBe(true)
    expect(social?.config).not.toContain('email')
    expect(social?.config).toContain('google')

    await openModal(page)
    await expect.poll(async () => (await stateFeatures(page))?.email).toBe(false)
    expect((await stateFeatures(page))?.socials).toEqual(expect.arrayContaining(['google', 'github']))
    // The remote config agrees with the local one: nothing was overridden.
    expect(await page.getByText('local config was ignored').count()).toBe(0)
  })

  test('turning Swaps off turns them off in the modal, and the panel reads the world after a reload', async () => {
    const { page } = session
    await openPlayground(page)
    await remoteSwitch(page, 'Swaps').click()
    await expect.poll(async () => (await worldFeature('swap'))?.isEnabled).toBe(false)
    await openModal(page)
    await expect.poll(async () => (await stateFeatures(page))?.swaps).toBe(false)
    expect((await stateFeatures(page))?.onramp).toEqual(['meld', 'coinbase'])

    await page.reload()
    await connectButton(page).waitFor()
    expect(await remoteSwitch(page, 'Swaps').isChecked()).toBe(false)
    expect(await remoteSwitch(page, 'Onramp').isChecked()).toBe(true)
  })

  test("after an open, a remote switch drops Foyer's stored config answer: the new instance's first open asks the world", async () => {
    const { page } = session
    const storedAnswer = () => page.evaluate(() => localStorage.getItem('foyer:remoteConfig'))
    await openPlayground(page)
    await openModal(page)
    await expect.poll(storedAnswer).toContain('"swap"')
    await page.keyboard.press('Escape')
    await remoteSwitch(page, 'Swaps').click()
    await expect.poll(async () => (await worldFeature('swap'))?.isEnabled).toBe(false)
    await expect.poll(storedAnswer).toBeNull()
    await openModal(page)
    await expect.poll(async () => (await stateFeatures(page))?.swaps).toBe(false)
  })
})

test('the test-wallet panels show the walletMode of the URL', async () => {
  const { page } = session
  await openPlayground(page, '/?wallets=evm,solana&walletMode=pending')
  const evm = page.getByRole('group', { name: 'Test wallets', exact: true }).getByRole('combobox', { name: 'Answers' })
  const solana = page
    .getByRole('group', { name: "Other namespaces' test wallets" })
    .getByRole('combobox', { name: 'Answers' })
  expect(await evm.inputValue()).toBe('pending')
  expect(await solana.inputValue()).toBe('pending')
})

describe('the embedded-wallet site', () => {
  test('frameIdentity: the provider page consents at once as that identity; frameApproval=pending holds signing', async () => {
    const { page } = session
    await openPlayground(page, '/?frameIdentity=google:alan&frameApproval=pending')
    const device = frameDevice(world().urls.frame!, { appOrigin: inject('playgroundUrl') })
    const { uri } = await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const consent = await fetch(uri, { redirect: 'manual' })
    expect(consent.status).toBe(303)
    const user = await device.request('CONNECT_SOCIAL', {
      uri: consent.headers.get('location')!,
      preferredAccountType: 'eoa',
      chainId: 1,
    })
    expect(user.userName).toBe('alan.turing@gmail.example')

    const signing = device.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', user.address] })
    await expect.poll(async () => (await frame().pendingApprovals()).length).toBe(1)
    expect(await frame().rejectPending()).toBe(1)
    await expect(signing).rejects.toThrow()

    // Another provider still shows its page.
    const other = await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect((await fetch(other.uri, { redirect: 'manual' })).status).toBe(200)

    const panel = page.getByRole('group', { name: 'Embedded wallet' })
    await panel.getByText('Site controls').click()
    expect(await panel.getByRole('combobox', { name: 'Signing requests' }).inputValue()).toBe('pending')
    expect(await panel.getByRole('combobox', { name: 'Provider pages answer as' }).inputValue()).toBe('url')
  })

  test("frameFaults set the site's faults; the panel shows them, changes them and links the site's pages", async () => {
    const { page } = session
    await openPlayground(page, '/?frameFaults=no-ready,delay:1500,drop:GET_USER')
    expect(await frame().faults()).toEqual({ load: 'no-ready', delay: { ms: 1500 }, drop: ['GET_USER'], garbage: null })

    const panel = page.getByRole('group', { name: 'Embedded wallet' })
    expect(await panel.getByRole('link', { name: 'mailbox' }).getAttribute('href')).toBe(world().pages.mailbox)
    expect(await panel.getByRole('link', { name: 'the embedded-wallet site' }).getAttribute('href')).toBe(
      world().pages.embeddedWallet,
    )
    await panel.getByText('Site controls').click()
    const load = panel.getByRole('combobox', { name: 'Frame page' })
    await expect.poll(() => load.inputValue()).toBe('no-ready')
    expect(await panel.getByRole('combobox', { name: 'Reply delay' }).inputValue()).toBe('1500')
    expect(await panel.getByRole('checkbox', { name: /Drop replies/ }).isChecked()).toBe(true)

    await load.selectOption('server-error')
    await expect.poll(async () => (await frame().faults()).load).toBe('server-error')
    await panel.getByRole('checkbox', { name: /Malformed replies/ }).click()
    await expect.poll(async () => (await frame().faults()).garbage).toBe('all')
    await panel.getByRole('button', { name: "Clear the site's faults" }).click()
    await expect.poll(() => frame().faults()).toEqual({ load: 'ok', delay: null, drop: null, garbage: null })
  })
})
