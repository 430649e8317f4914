// The page Coinbase's SDK opens in a popup (the world's stand-in for keys.coinbase.com/connect), speaking the SDK's
// protocol (@coinbase/wallet-sdk 4.4, core/communicator and sign/scw): it posts PopupLoaded to its opener, takes the
// SDK's config, answers selectSignerType with 'scw', then answers the handshake (eth_requestAccounts) and each
// request with its own ECDH P-256 public key and an AES-GCM encrypted result. A person (or a test) approves or
// rejects each request with the page's buttons; the approved ones go to the site's wallet (/rpc), which holds the
// key and sends to the world's chains. Messages are taken only from the opener's window and the origin the SDK names
// in the URL, and posted only to that origin. The page closes once it answered, as Coinbase's does.

type WalletRequest = { method: string; params?: unknown }
type Answer = { result: { value: unknown } | { error: { code: number; message: string } }; data?: unknown }
interface Incoming {
  id?: string
  requestId?: string
  event?: string
  sender?: string
  data?: { metadata?: { appName?: string } }
  content?: { handshake?: WalletRequest; encrypted?: { iv: Uint8Array<ArrayBuffer>; cipherText: ArrayBuffer } }
}

const dappOrigin = new URL(location.href).searchParams.get('origin')
const popupOpener = window.opener as Window | null
const curve = { name: 'ECDH', namedCurve: 'P-256' } as const
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))
let appName = 'The app'

const post = (message: unknown) => {
  if (popupOpener && dappOrigin) popupOpener.postMessage(message, dappOrigin)
}

/** This site's key for the dapp's key `peer` (made at the handshake, kept for the popups after it) and the secret. */
async function sessionKeys(peer: string, fresh: boolean) {
  const storageKey = `foyer.coinbaseKeys.${peer}`
  const stored = fresh ? null : localStorage.getItem(storageKey)
  let own: { privateKey: CryptoKey; publicHex: string }
  if (stored) {
    const { privateHex, publicHex } = JSON.parse(stored) as { privateHex: string; publicHex: string }
    own = {
      privateKey: await crypto.subtle.importKey('pkcs8', fromHex(privateHex), curve, true, ['deriveKey']),
      publicHex,
    }
  } else {
    const pair = await crypto.subtle.generateKey(curve, true, ['deriveKey'])
    own = { privateKey: pair.privateKey, publicHex: toHex(await crypto.subtle.exportKey('spki', pair.publicKey)) }
    const privateHex = toHex(await crypto.subtle.exportKey('pkcs8', pair.privateKey))
    localStorage.setItem(storageKey, JSON.stringify({ privateHex, publicHex: own.publicHex }))
  }
  const peerKey = await crypto.subtle.importKey('spki', fromHex(peer), curve, false, [])
  const secret = await crypto.subtle.deriveKey(
    { name: 'ECDH', public: peerKey },
    own.privateKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
  return { publicHex: own.publicHex, secret }
}

/** Shows the request and waits for Approve or Reject. */
function decide(request: WalletRequest): Promise<boolean> {
  const shown = document.querySelector('#request') as HTMLElement
  shown.textContent = `${appName} asks: ${request.method}`
  const buttons = document.querySelector('#decision') as HTMLElement
  buttons.hidden = false
  return new Promise((resolve) => {
    for (const [id, approved] of [
      ['#approve', true],
      ['#reject', false],
    ] as const)
      (document.querySelector(id) as HTMLButtonElement).onclick = () => {
        buttons.hidden = true
        resolve(approved)
      }
  })
}

async function answer(message: Incoming, request: WalletRequest, chainId: number | undefined, fresh: boolean) {
  const keys = await sessionKeys(message.sender ?? '', fresh)
  const approved = await decide(request)
  const reply: Answer = approved
    ? await fetch('./rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, chainId }),
      }).then((response) => response.json() as Promise<Answer>)
    : { result: { error: { code: 4001, message: 'User rejected the request.' } } }
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(reply))
  const cipherText = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, keys.secret, plain)
  post({
    requestId: message.id,
    sender: keys.publicHex,
    content: { encrypted: { iv, cipherText } },
    timestamp: new Date(),
  })
  window.close()
}

window.addEventListener('message', (event: MessageEvent<Incoming>) => {
  if (event.source !== popupOpener || event.origin !== dappOrigin) return
  const message = event.data
  if (message.event === 'selectSignerType') return post({ requestId: message.id, data: 'scw' })
  if (message.requestId && message.data?.metadata) {
    appName = message.data.metadata.appName ?? appName
    return
  }
  const { handshake, encrypted } = message.content ?? {}
  if (handshake) return void answer(message, { method: handshake.method }, undefined, true)
  if (!encrypted) return
  void sessionKeys(message.sender ?? '', false)
    .then(({ secret }) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: encrypted.iv }, secret, encrypted.cipherText))
    .then((plain) => {
      const { action, chainId } = JSON.parse(new TextDecoder().decode(plain)) as {
        action: WalletRequest
        chainId?: number
      }
      return answer(message, action, chainId, false)
    })
    // A request this site cannot read (no session with that key): the SDK throws the failure.
    .catch(() =>
      post({ requestId: message.id, content: { failure: { code: 4100, message: 'No session with this app' } } }),
    )
})
window.addEventListener('pagehide', () => post({ event: 'PopupUnload', id: crypto.randomUUID() }))
post({ event: 'PopupLoaded', id: crypto.randomUUID() })

export {}
