// GET / : the site's front page for a person: the mailbox, the social logins and Farcaster sign-ins waiting.
import type { FrameControl } from '../control/FrameControl.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import { escapeHtml, layout } from './layout.js'

export function indexRoutes(control: FrameControl): SiteRoute[] {
  return [
    {
      method: 'GET',
      path: '/',
      page: true,
      handle() {
        const logins = control
          .socialLogins()
          .filter((login) => login.status === 'pending')
          .map(
            (login) => `<li><a href="${escapeHtml(login.authorizeUrl)}">${escapeHtml(login.provider)} login</a></li>`,
          )
        const channels = control
          .farcasterChannels()
          .filter((channel) => channel.state === 'pending')
          .map(
            (channel) =>
              `<li><a href="${escapeHtml(channel.url)}">Farcaster sign-in for ${escapeHtml(channel.domain)}</a></li>`,
          )
        const body = `<h1>Foyer embedded-wallet site (local)</h1>
<p>The frame side of email and social login for the playground and the tests.</p>
<ul><li><a href="/mailbox">Mailbox</a> (login codes and device approvals)</li></ul>
<h2>Social logins waiting</h2>${logins.length ? `<ul>${logins.join('')}</ul>` : '<p class="muted">None.</p>'}
<h2>Farcaster sign-ins waiting</h2>${channels.length ? `<ul>${channels.join('')}</ul>` : '<p class="muted">None.</p>'}`
        return { status: 200, body: layout('Embedded-wallet site', body), contentType: 'text/html; charset=utf-8' }
      },
    },
  ]
}
