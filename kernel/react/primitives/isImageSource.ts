/** Schemes an image may come from; `data:` only as an image. Relative URLs are the app's own. */
const imageSchemes = new Set(['http', 'https', 'blob'])

/**
 * Whether `src` may reach an `<img>`: http(s), blob, a `data:image/` URI or a relative URL, read as a browser
 * would (tabs and newlines dropped, leading spaces and controls trimmed). A `javascript:` or other scheme is not.
 */
export function isImageSource(src: string): boolean {
  const stripped = src.replace(/[\t\n\r]/g, '')
  let start = 0
  while (start < stripped.length && stripped.charCodeAt(start) <= 0x20) start++
  const value = stripped.slice(start)
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  if (scheme === undefined) return value.length > 0
  return imageSchemes.has(scheme) || (scheme === 'data' && /^data:image\//i.test(value))
}
