import { describe, expect, test } from 'vitest'
import { frameSocialProviders } from '../../../../adapters/embedded/frame/frameMessages.js'
import { withReturnAddress } from '../../../../adapters/embedded/frame/socialRedirect.js'
import { useFrameTestSite } from '../testing/useFrameTestSite.js'
import { socialIdentities } from './socialIdentities.js'

const world = useFrameTestSite()

describe.each(frameSocialProviders)('%s', (provider) => {
  test('consent: the redirect URI leads to the local provider page, and its result logs the user in', async () => {
    const device = world().device()
    const { uri } = await device.request('GET_SOCIAL_REDIRECT_URI', { provider })
    const url = new URL(uri)
    expect(`${url.origin}${url.pathname}`).toBe(`${world().site.origin}/social/${provider}/authorize`)
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await fetch(uri)).text()).toContain('Continue as Ada Lovelace')

    const resultUri = world().site.control.decideSocial({ provider })
    expect(resultUri).toMatch(new RegExp(`^${world().site.origin}/social/callback\\?code=[0-9a-f]{64}&state=`))
    const user = await device.request('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: 'eoa', chainId: 1 })
    const identity = socialIdentities[provider][0]!
    expect(user).toMatchObject({ userName: identity.userName, email: identity.email, chainId: 'eip155:1' })
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: true })
    // The result is single-use.
    await expect(world().device().request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow(
      'The social login result was already used',
    )
  })

  test('cancel: the result carries error=access_denied and CONNECT_SOCIAL refuses it', async () => {
    const device = world().device()
    await device.request('GET_SOCIAL_REDIRECT_URI', { provider })
    const resultUri = world().site.control.decideSocial({ provider, cancel: true })
    expect(new URL(resultUri).searchParams.get('error')).toBe('access_denied')
    await expect(device.request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow(
      'The social login was refused: access_denied',
    )
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: false })
  })
})

test('discord gives its user name as is, final 0 included (the product trims it)', async () => {
  const device = world().device()
  await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
  const user = await device.request('CONNECT_SOCIAL', {
    uri: world().site.control.decideSocial({ provider: 'discord' }),
  })
  expect(user.userName).toBe('adalovelace0')
})

test('a custom identity, a forged result, another device and a foreign URL are handled', async () => {
  const device = world().device()
  await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
  const resultUri = world().site.control.decideSocial({
    identity: 'custom',
    userName: 'Octo Cat',
    email: 'octo@example.com',
  })
  const forged = new URL(resultUri)
  forged.searchParams.set('code', '0'.repeat(64))
  await expect(device.request('CONNECT_SOCIAL', { uri: forged.toString() })).rejects.toThrow(
    'The social login result is not valid',
  )
  await expect(
    device.request('CONNECT_SOCIAL', { uri: 'https://evil.example/social/callback?code=1' }),
  ).rejects.toThrow('does not come from this site')
  await expect(world().device().request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow(
    'The social login was started on another device',
  )
  const user = await device.request('CONNECT_SOCIAL', { uri: resultUri })
  expect(user).toMatchObject({ userName: 'Octo Cat', email: 'octo@example.com' })
  expect(
    world()
      .site.control.users()
      .map((entry) => entry.id),
  ).toEqual(['github:custom-octo-cat'])
})

test('the provider page form consents over HTTP and redirects to the callback page, which posts to the app origin', async () => {
  const device = world().device({ appOrigin: 'http://127.0.0.1:5999' })
  const { uri } = await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  const state = new URL(uri).searchParams.get('state')!
  const decided = await fetch(`${world().site.origin}/social/google/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, identity: 'alan' }).toString(),
    redirect: 'manual',
  })
  expect(decided.status).toBe(303)
  const callback = decided.headers.get('location')!
  const page = await (await fetch(callback)).text()
  expect(page).toContain('"http://127.0.0.1:5999"')
  expect(page).toContain('window.opener.postMessage({ resultUri: location.href }, target)')
  const user = await device.request('CONNECT_SOCIAL', { uri: callback })
  expect(user.userName).toBe('alan.turing@gmail.example')
})

test('a same-tab login: the provider page keeps the app’s address from the state, and the callback page sends the tab back', async () => {
  const device = world().device({ appOrigin: 'http://127.0.0.1:5999' })
  const { uri } = await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  const state = new URL(uri).searchParams.get('state')!
  const away = withReturnAddress(uri, 'http://127.0.0.1:5999/shop?item=7')!
  expect(await (await fetch(away)).text()).toContain('Continue as Ada Lovelace')
  expect(world().site.control.socialLogins()[0]?.returnTo).toBe('http://127.0.0.1:5999/shop?item=7')
  const decided = await fetch(`${world().site.origin}/social/google/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, identity: 'ada' }).toString(),
    redirect: 'manual',
  })
  const page = await (await fetch(decided.headers.get('location')!)).text()
  expect(page).toContain('{"address":"http://127.0.0.1:5999/shop?item=7","param":"result_uri"}')
  expect(page).toContain('window.opener.postMessage({ resultUri: location.href }, target)')
})

test('a same-tab login that names another origin, or no web URL, to return to gets an error page', async () => {
  const device = world().device({ appOrigin: 'http://127.0.0.1:5999' })
  for (const [address, reason] of [
    ['http://evil.example/', 'is on http://evil.example, but this login was started by http://127.0.0.1:5999'],
    ['javascript:alert(1)', 'is not a web URL'],
  ]) {
    const { uri } = await device.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    const away = new URL(uri)
    away.searchParams.set('state', `${away.searchParams.get('state')}--${encodeURIComponent(address!)}`)
    const answer = await fetch(away)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(reason)
  }
  expect(
    world()
      .site.control.socialLogins()
      .every((login) => login.returnTo === undefined),
  ).toBe(true)
})
