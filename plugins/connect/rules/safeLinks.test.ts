import { describe, expect, test } from 'vitest'
import { getWalletsSchema, wcWalletSchema } from '../schemas.js'
import { isAppLink, isWebLink } from './safeLinks.js'
import { walletLinks } from './walletLinks.js'

const hostile = [
  'javascript://%0Awindow.x=document.domain,void(0);//',
  'javascript:alert(1)',
  'JavaScript://%0Aalert(1)',
  'javascript',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:http://127.0.0.1/1',
]
const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'

describe('directory links', () => {
  test('web links are http(s) only', () => {
    expect(isWebLink('https://app.wallet.example/')).toBe(true)
    expect(isWebLink('http://127.0.0.1:4100/x')).toBe(true)
    for (const bad of [...hostile, 'wallet://', 'https://a b.example', '//evil.example', '', 42, null])
      expect(isWebLink(bad), String(bad)).toBe(false)
  })

  test("app links are a wallet's own scheme or a web link, never one that runs script", () => {
    for (const good of ['metamask://', 'rainbow', 'trust:/', 'foyertest://wc/', 'https://link.wallet.example'])
      expect(isAppLink(good), good).toBe(true)
    for (const bad of hostile) expect(isAppLink(bad), bad).toBe(false)
  })

  test('a hostile link drops that link; the wallet stays listed with the others', () => {
    const answer = getWalletsSchema().parse({
      count: 2,
      data: [
        {
          id: 'a',
          name: 'Hostile',
          mobile_link: hostile[0],
          desktop_link: 'data:text/html,x',
          webapp_link: 'wallet://',
          link_mode: 'javascript:alert(1)',
          homepage: 'javascript:alert(1)',
          app_store: 'vbscript:x',
          image_url: 'javascript:alert(1)',
          image_id: '../../evil?x=1',
        },
        { id: 'b', name: 'Fine', mobile_link: 'fine://', webapp_link: 'https://app.fine.example' },
      ],
    })
    expect(answer.data.map((wallet) => wallet.name)).toEqual(['Hostile', 'Fine'])
    const [bad, fine] = answer.data
    expect(bad).toMatchObject({ mobile_link: null, desktop_link: null, webapp_link: null, link_mode: null })
    expect(bad).toMatchObject({ homepage: undefined, app_store: null, image_url: undefined, image_id: undefined })
    expect(fine).toMatchObject({ mobile_link: 'fine://', webapp_link: 'https://app.fine.example' })
  })

  test('links built for a pairing are checked again, whatever the caller passes', () => {
    const unchecked = {
      mobile_link: hostile[0],
      desktop_link: 'javascript',
      webapp_link: 'data:x',
      link_mode: 'file:/',
    }
    expect(walletLinks(unchecked, uri)).toEqual({})
    expect(wcWalletSchema().parse({ id: 'c', name: 'C', mobile_link: 'c://' }).mobile_link).toBe('c://')
  })
})
