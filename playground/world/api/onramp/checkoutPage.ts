import type { Checkout } from './createCheckouts.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}dd{margin:0 0 .6rem}</style>
</head><body><main>${body}</main></body></html>`

/** What the page says once the visitor decided: its title, and the credit's transaction when paid. */
const outcomes: Partial<Record<Checkout['status'], string>> = {
  paying: 'Payment in progress',
  paid: 'Payment complete',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
}

/**
 * The world's checkout: a summary with Pay, Fail (the purchase fails, as a declined card would) and Cancel, or the
 * outcome once decided.
 */
export function checkoutPage(checkout: Checkout): string {
  const session = encodeURIComponent(checkout.id)
  const summary = `<dl><dt>Buy</dt><dd>${escapeHtml(`${checkout.amount} ${checkout.symbol}`)}</dd>
<dt>To</dt><dd>${escapeHtml(checkout.address)}</dd><dt>Network</dt><dd>${escapeHtml(checkout.caipNetworkId)}</dd></dl>`
  const outcome = outcomes[checkout.status]
  if (outcome) {
    const credit = checkout.status === 'paid' ? `<p>Transaction ${escapeHtml(checkout.hash ?? '')}</p>` : ''
    return page(outcome, `<h1>${outcome}</h1>${summary}${credit}`)
  }
  return page(
    'Checkout',
    `<h1>Checkout</h1>${summary}
<form method="post" action="/__world/checkout/pay?session=${session}"><button type="submit">Pay</button></form>
<form method="post" action="/__world/checkout/fail?session=${session}"><button type="submit">Fail</button></form>
<form method="post" action="/__world/checkout/cancel?session=${session}"><button type="submit">Cancel</button></form>`,
  )
}
