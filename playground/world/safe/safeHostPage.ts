// The Safe host's page: it frames a Safe App (`?app=<url>`, a page on this machine) and relays the app's Safe Apps
// messages to the host's server (POST /safe), answering each in the protocol's envelope, to the app's origin only.
// With `&silent` it answers nothing: a framing page that is no Safe.

/** The page's script: reads only messages from the framed app's window and origin. */
export const safeHostScript = `
const frame = document.querySelector('iframe')
const appOrigin = new URL(frame.src).origin
const silent = new URLSearchParams(location.search).has('silent')
window.addEventListener('message', async (event) => {
  if (silent || event.source !== frame.contentWindow || event.origin !== appOrigin) return
  const { id, method, params } = event.data ?? {}
  if (typeof id !== 'string' || typeof method !== 'string') return
  let answer
  try {
    const response = await fetch('/safe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, params: params ?? null }),
    })
    answer = await response.json()
  } catch (error) {
    answer = { success: false, error: String(error) }
  }
  frame.contentWindow.postMessage({ id, version: '9.1.0', ...answer }, appOrigin)
})
`

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** The app's URL when it is an http page on this machine, else undefined. */
export function framedAppUrl(raw: string | null): string | undefined {
  if (!raw || !URL.canParse(raw)) return undefined
  const url = new URL(raw)
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
  return url.protocol === 'http:' && local ? url.href : undefined
}

export function safeHostPage(appUrl: string, safeAddress: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Safe (world)</title>
<style>body{margin:0;font:14px system-ui}header{padding:8px 12px;background:#12ff80}iframe{border:0;width:100%;height:calc(100vh - 40px)}</style>
</head>
<body>
<header>Safe <code>${safeAddress}</code>: a Safe App runs below</header>
<iframe title="Safe App" src="${escapeAttribute(appUrl)}"></iframe>
<script src="/host.js"></script>
</body>
</html>`
}
