import { escapeHtml, layout } from '../pages/layout.js'
import type { Mail } from '../site/createMailbox.js'

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/** Every mail, newest first, with its code large and its links clickable. */
export function mailboxPage(mails: Mail[], to: string | undefined): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) => `<article class="mail" aria-label="${escapeHtml(mail.subject)}">
<div class="muted">To ${escapeHtml(mail.to)} · ${new Date(mail.at).toLocaleTimeString()}</div>
<h2>${escapeHtml(mail.subject)}</h2>
${mail.code ? `<p class="code">${escapeHtml(mail.code)}</p>` : ''}
<p>${linkify(mail.text)}</p>
</article>`,
    )
    .join('\n')
  return layout(
    'Mailbox',
    `<h1>Mailbox (local)${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p class="muted">Mail the embedded-wallet site sent. <a href="">Refresh</a></p>
${items || '<p>No mail yet.</p>'}`,
  )
}
