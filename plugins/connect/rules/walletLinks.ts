import type { WcWallet } from '../schemas.js'
import { isAppLink, isWebLink } from './safeLinks.js'

/** Where a link leads and the app's own address (AppKit's LinkingRecord). */
export interface Linking {
  redirect: string
  redirectUniversalLink?: string
  href: string
}

const isHttpUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://')
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)

/**
 * A wallet app's deep link for a pairing URI (AppKit's formatNativeUrl): `scheme://wc?uri=<encoded>`. A
 * bare scheme (`metamask`) gets `://`; an http(s) link is a universal link instead; the wallet's own
 * universal link, when given, gets the same `wc?uri=` form.
 */
export function formatNativeUrl(appUrl: string, uri: string, universalLink?: string | null): Linking {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, uri)
  const app = withSlash(appUrl.includes('://') ? appUrl : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`)
  const encoded = encodeURIComponent(uri)
  return {
    redirect: `${app}wc?uri=${encoded}`,
    ...(universalLink ? { redirectUniversalLink: `${withSlash(universalLink)}wc?uri=${encoded}` } : {}),
    href: app,
  }
}

/** A universal link or web app for a pairing URI (AppKit's formatUniversalUrl): `https://app/wc?uri=<encoded>`. */
export function formatUniversalUrl(appUrl: string, uri: string): Linking {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, uri)
  const app = withSlash(appUrl)
  return { redirect: `${app}wc?uri=${encodeURIComponent(uri)}`, href: app }
}

/** The links a listed wallet offers for a pairing: its mobile app (deep and universal link), desktop app, web app. */
export interface WalletLinks {
  mobile?: string
  universal?: string
  desktop?: string
  web?: string
}

export function walletLinks(
  wallet: Pick<WcWallet, 'mobile_link' | 'desktop_link' | 'webapp_link' | 'link_mode'>,
  uri: string,
): WalletLinks {
  const links: WalletLinks = {}
  // Checked again here, whatever the caller parsed: only an app link or a web link is ever offered.
  const mobileLink = isAppLink(wallet.mobile_link) ? wallet.mobile_link : undefined
  const universalLink = isWebLink(wallet.link_mode) ? wallet.link_mode : undefined
  if (mobileLink) {
    const native = formatNativeUrl(mobileLink, uri, universalLink)
    if (isAppLink(native.redirect)) links.mobile = native.redirect
    if (isWebLink(native.redirectUniversalLink)) links.universal = native.redirectUniversalLink
  }
  if (isAppLink(wallet.desktop_link)) {
    const desktop = formatNativeUrl(wallet.desktop_link, uri).redirect
    if (isAppLink(desktop)) links.desktop = desktop
  }
  if (isWebLink(wallet.webapp_link)) {
    const web = formatUniversalUrl(wallet.webapp_link, uri).redirect
    if (isWebLink(web)) links.web = web
  }
  return links
}
