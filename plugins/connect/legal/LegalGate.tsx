import type { Kernel } from 'foyer'
import { t, useKernel } from 'foyer/ui'
import { Fragment, type ReactNode, useEffect, useId, useState } from 'react'
import { legalConsent } from './legalConsent.js'

/** The kernels already told that the option lacks its pages (one warning per instance). */
const warned = new WeakSet<Kernel>()

const linkStyle = { color: 'inherit' }

/**
 * "I agree to the Terms of Service and the Privacy Policy", or to the one of them the app has, in the language in
 * use: the sentence's `{terms}` and `{privacy}` become the links, wherever the language puts them.
 */
function LegalSentence({ terms, privacy }: { terms?: string | undefined; privacy?: string | undefined }) {
  const link = (href: string | undefined, text: string) => (
    <a href={href} target="_blank" rel="noreferrer" style={linkStyle}>
      {text}
    </a>
  )
  const links: Record<string, ReactNode> = {
    terms: link(terms, t('Terms of Service')),
    privacy: link(privacy, t('Privacy Policy')),
  }
  const sentence =
    terms && privacy
      ? t('I agree to the {terms} and the {privacy}')
      : terms
        ? t('I agree to the {terms}')
        : t('I agree to the {privacy}')
  return (
    <>
      {sentence
        .split(/\{(\w+)\}/)
        .map((part, index) => (index % 2 ? <Fragment key={part}>{links[part]}</Fragment> : part))}
    </>
  )
}

/**
 * The legal checkbox (`features.legalCheckbox`, with the app's terms and/or privacy URLs): above the Connect
 * view's rows, which are drawn but disabled (one disabled fieldset) until it is ticked; the reason is tied to
 * the checkbox and the rows for screen readers. The choice is remembered for the browser session. Loaded only
 * when the option is on; without either URL there is nothing to agree to: an `options:warning`, no checkbox.
 */
export default function LegalGate({ children }: { children?: ReactNode }) {
  const kernel = useKernel()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = kernel.options
  if (!terms && !privacy) return <WithoutPages kernel={kernel}>{children}</WithoutPages>
  return (
    <Gate terms={terms} privacy={privacy}>
      {children}
    </Gate>
  )
}

function WithoutPages({ kernel, children }: { kernel: Kernel; children?: ReactNode }) {
  useEffect(() => {
    if (warned.has(kernel)) return
    warned.add(kernel)
    const message = 'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl: no checkbox is shown'
    kernel.logger.warn(message)
    kernel.bus.emit('options:warning', { message })
  }, [kernel])
  return <>{children}</>
}

function Gate({
  terms,
  privacy,
  children,
}: {
  terms?: string | undefined
  privacy?: string | undefined
  children?: ReactNode
}) {
  const kernel = useKernel()
  const [consent] = useState(() => legalConsent(kernel))
  const [agreed, setAgreed] = useState(consent.given)
  const id = useId()
  const reason = `${id}-reason`
  const agree = (checked: boolean) => {
    setAgreed(checked)
    if (checked) consent.give()
    else consent.withdraw()
  }
  return (
    <div className="foyer-list">
      <label className="foyer-text" data-variant="small" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => agree(event.target.checked)}
          aria-describedby={agreed ? undefined : reason}
          style={{ marginTop: 3 }}
        />
        <span>
          <LegalSentence terms={terms} privacy={privacy} />
        </span>
      </label>
      <span id={reason} className="foyer-visually-hidden">
        {agreed ? '' : t('Agree to continue: the ways to connect are disabled until you do.')}
      </span>
      <fieldset
        disabled={!agreed}
        aria-describedby={agreed ? undefined : reason}
        className="foyer-list"
        style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}
      >
        {children}
      </fieldset>
    </div>
  )
}
