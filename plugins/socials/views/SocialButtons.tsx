import type { SocialProvider } from '../manifest.js'
import { Button, t, useKernel } from 'foyer/ui'
import { providerLabels } from '../rules/providerLabels.js'
import { openSocialPopup } from '../rules/socialPopup.js'

/**
 * The Connect view's social row (SPEC §2): one button per offered provider, in the `socials` order (the Connect
 * view has applied the Telegram restrictions). The popup opens inside the click, before anything is awaited.
 */
export default function SocialButtons({ socials = [] }: { socials?: readonly SocialProvider[] }) {
  const kernel = useKernel()
  const choose = (provider: SocialProvider) => {
    if (provider === 'farcaster') return kernel.router.push('ConnectingFarcaster')
    openSocialPopup(kernel)
    kernel.router.push('ConnectingSocial', { provider })
  }
  return (
    <ul
      className="foyer-row"
      aria-label={t('Social logins')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 }}
    >
      {socials.map((provider) => (
        <li key={provider} style={{ flex: '1 1 30%', listStyle: 'none' }}>
          <Button
            variant="secondary"
            fullWidth
            aria-label={t('Log in with {name}', { name: providerLabels[provider] })}
            onClick={() => choose(provider)}
          >
            {providerLabels[provider]}
          </Button>
        </li>
      ))}
    </ul>
  )
}
