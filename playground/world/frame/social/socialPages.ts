// The local provider pages: the popup's first page (/loading), the provider's consent page, and the callback
// page that hands the result to the app (postMessage `{ resultUri }` to window.opener, at the app's origin; or, for
// a same-tab login without an opener, the tab sent back to the app's address with `result_uri`).
import type { FrameSocialProvider } from '../../../../adapters/embedded/frame/frameMessages.js'
import { socialResultParam } from '../../../../adapters/embedded/frame/socialRedirect.js'
import { escapeHtml, jsonForScript, layout } from '../pages/layout.js'
import type { SocialLogin } from './createSocialLogins.js'
import { providerNames, socialIdentities } from './socialIdentities.js'

export const loadingPage = () =>
  layout('Loading…', '<h1>Loading…</h1><p class="muted">Connecting to the login provider.</p>')

export function authorizePage(provider: FrameSocialProvider, login: SocialLogin): string {
  const name = providerNames[provider]
  const identities = socialIdentities[provider]
    .map(
      (identity) =>
        `<button class="primary" type="submit" name="identity" value="${escapeHtml(identity.id)}">Continue as ${escapeHtml(identity.name)}</button>
<div class="muted">${escapeHtml(identity.userName)}${identity.email ? ` · ${escapeHtml(identity.email)}` : ''}</div>`,
    )
    .join('\n')
  return layout(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)} (local)</h1>
<p>Foyer embedded wallet wants to know who you are.</p>
<form method="post" action="/social/${provider}/decide">
<input type="hidden" name="state" value="${escapeHtml(login.state)}">
${identities}
<fieldset><legend>Another identity</legend>
<label for="userName">User name</label><input id="userName" name="userName" autocomplete="off">
<label for="email">Email (optional)</label><input id="email" name="email" type="email" autocomplete="off">
<button type="submit" name="identity" value="custom">Continue with this identity</button>
</fieldset>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  )
}

/**
 * Posts the result to the opener with the app's origin as the target, never '*'. Without an opener, a same-tab
 * login (its app's address checked when its provider page opened) sends the tab back there with the result added.
 */
export function callbackPage(login: SocialLogin | undefined): string {
  if (!login) return layout('Login failed', '<h1>Login failed</h1><p>This login is unknown or expired.</p>')
  const done = login.status === 'cancelled' ? 'The login was cancelled.' : 'You are signed in.'
  const back = login.returnTo ? { address: login.returnTo, param: socialResultParam } : null
  return layout(
    'Returning to the app',
    `<h1>Returning to the app…</h1><p id="status">${escapeHtml(done)} This window closes by itself.</p>`,
    `<script type="application/json" id="target">${jsonForScript(login.appOrigin)}</script>
<script type="application/json" id="back">${jsonForScript(back)}</script>
<script type="module">
const target = JSON.parse(document.getElementById('target').textContent)
const back = JSON.parse(document.getElementById('back').textContent)
if (window.opener) window.opener.postMessage({ resultUri: location.href }, target)
else if (back) {
  const app = new URL(back.address)
  app.searchParams.set(back.param, location.href)
  location.replace(app.toString())
} else document.getElementById('status').textContent = 'Open this page from the app: there is no app window to return to.'
</script>`,
  )
}
