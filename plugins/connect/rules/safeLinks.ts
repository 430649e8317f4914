// What a directory link may be before it reaches `href`, `src` or `window.open` (DESIGN rule 7).

/** Schemes that run script or read local data in the page: never an app link. */
const unsafeSchemes = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem', 'about'])
const maxLinkLength = 2048
/** Printable ASCII only: no space, tab, newline or control character a URL parser would drop or a browser reinterpret. */
const plain = /^[\x21-\x7e]+$/

const isPlain = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxLinkLength && plain.test(value)

/** An http(s) URL: universal links, web apps, store pages, images. */
export function isWebLink(value: unknown): value is string {
  if (!isPlain(value)) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** An https URL: a page the visitor is sent to outside the app, such as a wallet's store page. */
export function isHttpsLink(value: unknown): value is string {
  return isWebLink(value) && value.startsWith('https://')
}

/** A wallet app's link: a web link, or its own scheme (`wallet://`, `wallet:`, bare `wallet`), never one that runs script. */
export function isAppLink(value: unknown): value is string {
  if (!isPlain(value)) return false
  if (isWebLink(value)) return true
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*)(?::|$)/.exec(value)?.[1]
  return scheme !== undefined && !unsafeSchemes.has(scheme.toLowerCase())
}
