import type { WcWallet } from '../schemas.js'
import { isHttpsLink } from './safeLinks.js'

/** A listed wallet's pages in the phone stores, where a visitor without its app gets it. */
export interface StoreLinks {
  appStore?: string
  playStore?: string
}

/**
 * The store pages to offer on this phone (https only, as the directory's other outside links are checked): the
 * App Store on an iPhone or iPad, Google Play on Android, and both when the browser names neither.
 */
export function storeLinks(
  wallet: Pick<WcWallet, 'app_store' | 'play_store'>,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): StoreLinks {
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const android = /Android/i.test(userAgent)
  const links: StoreLinks = {}
  if (!android && isHttpsLink(wallet.app_store)) links.appStore = wallet.app_store
  if (!ios && isHttpsLink(wallet.play_store)) links.playStore = wallet.play_store
  return links
}
