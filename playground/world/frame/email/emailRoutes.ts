import type { SiteRoute } from '../http/createSiteHandler.js'
import { messagePage } from '../pages/layout.js'
import type { SiteState } from '../site/SiteState.js'
import { approveDevice } from './emailLogin.js'
import { mailboxPage } from './mailboxPage.js'

const html = (body: string) => ({ status: 200, body, contentType: 'text/html; charset=utf-8' })

export function emailRoutes(site: SiteState): SiteRoute[] {
  return [
    {
      method: 'GET',
      path: '/mailbox',
      page: true,
      handle(request) {
        const to = request.query.get('to') ?? undefined
        return html(mailboxPage(site.mailbox.list(to), to))
      },
    },
    {
      method: 'GET',
      path: '/device/approve',
      page: true,
      handle(request) {
        const { email } = approveDevice(site, request.query.get('token') ?? '')
        return html(messagePage('Device approved', `This device may now log in as ${email}. Return to the app.`))
      },
    },
  ]
}
