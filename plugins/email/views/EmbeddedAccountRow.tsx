import { ListItem, Text, t, useFoyerState, useKernel } from 'foyer/ui'
import { shortEmail } from '../rules/isEmail.js'
import { socialUserName } from '../rules/socialUserName.js'
import { SmartAccountSwitch } from './SmartAccountSwitch.js'
import { useEmbeddedLogin } from './useEmbeddedLogin.js'

/**
 * The Account view's lines for an embedded-wallet user (slot 'account.actions'): who is logged in (the email cut
 * past 30 characters, or the social user name, SPEC §9) after an email login, Update email; on eip155, the smart-account switch (Solana accounts are EOAs).
 */
export default function EmbeddedAccountRow() {
  const kernel = useKernel()
  const auth = useEmbeddedLogin(kernel)
  const onEvm = useFoyerState((state) => state.activeNamespace === 'eip155')
  if (!auth) return null
  const { email, socialProvider, userName } = auth.record()
  const name = socialProvider ? socialUserName(socialProvider, userName) : email && shortEmail(email)
  return (
    <>
      {name ? (
        <Text align="center" tone="muted" data-testid="embedded-login" title={email ?? userName}>
          {name}
        </Text>
      ) : null}
      {!socialProvider && email ? (
        <ListItem label={t('Update email')} onClick={() => kernel.router.push('UpdateEmailWallet')} />
      ) : null}
      {onEvm ? <SmartAccountSwitch auth={auth} /> : null}
    </>
  )
}
