// A tiny app page for the Chromium tests: it embeds the frame (as the product will) and exposes `window.host`
// to post messages and collect what comes back. Served on its own loopback origin by startBrowserHost.

export const hostPageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host app</title></head>
<body><h1>Host app</h1>
<script type="module">
const params = new URLSearchParams(location.search)
const frameUrl = params.get('frame')
const frameOrigin = new URL(frameUrl).origin
const iframe = document.createElement('iframe')
iframe.id = 'w3m-iframe'
iframe.name = 'w3m-secure-iframe'
iframe.src = frameUrl
const received = []
const results = []
const waiters = new Set()
let popup = null
window.addEventListener('message', (event) => {
  if (event.data && typeof event.data === 'object' && 'resultUri' in event.data) {
    if (event.origin === frameOrigin && event.source === popup) results.push(event.data.resultUri)
    return
  }
  received.push({ data: event.data, origin: event.origin, fromFrame: event.source === iframe.contentWindow })
  for (const waiter of [...waiters]) waiter()
})
function waitFor(predicate, ms) {
  return new Promise((resolve) => {
    const check = () => {
      const found = received.find(predicate)
      if (found === undefined) return false
      waiters.delete(check)
      clearTimeout(timer)
      resolve(found.data)
      return true
    }
    const timer = setTimeout(() => { waiters.delete(check); resolve(null) }, ms)
    if (!check()) waiters.add(check)
  })
}
window.host = {
  frameOrigin,
  received,
  results,
  /** Posts to the frame (target: its origin) and resolves with the reply of the same id, or null. */
  send(message, ms = 5000) {
    iframe.contentWindow.postMessage(message, frameOrigin)
    return message && message.id ? waitFor((entry) => entry.data && entry.data.id === message.id, ms) : null
  },
  waitForType: (type, ms = 5000) => waitFor((entry) => entry.data && entry.data.type === type, ms),
  countType: (type) => received.filter((entry) => entry.data && entry.data.type === type).length,
  openPopup() {
    popup = window.open(frameOrigin + '/loading', 'popupWindow', 'width=600,height=800,scrollbars=yes')
    return popup !== null
  },
  navigatePopup(uri) { popup.location.href = uri },
  popupClosed: () => !popup || popup.closed,
  closePopup() { popup && popup.close() },
  addChild(src) {
    const child = document.createElement('iframe')
    child.src = src
    document.body.append(child)
    return new Promise((resolve) => child.addEventListener('load', () => resolve(true), { once: true }))
  },
}
document.body.append(iframe)
</script>
</body></html>`

/** A page that frames nothing: tests evaluate in it to post to the frame from another window or origin. */
export const childPageHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Child</title></head>
<body><p>child</p></body></html>`
