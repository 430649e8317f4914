import { Button, Spinner, Text, TextInput, type ViewProps, t, useKernel } from 'foyer/ui'
import { type FormEvent, useState } from 'react'
import { shortEmail } from '../rules/isEmail.js'
import { useEmailLogin } from './useEmailLogin.js'

/**
 * EmailLogin (SPEC §2, §4): the login email is asked on arrival; then a wait for the device approval (the link
 * in the mailbox), or the 6-digit code with Resend, and the connection.
 */
export default function EmailLoginView({ params }: ViewProps<{ email: string }>) {
  const kernel = useKernel()
  const email = params?.email ?? ''
  const { phase, error, submitOtp, resend } = useEmailLogin(kernel, email)
  const [otp, setOtp] = useState('')
  const shown = shortEmail(email)

  if (phase === 'sending' || phase === 'connecting')
    return (
      <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 24 }}>
        <Spinner label={phase === 'sending' ? t('Sending the login email') : t('Connecting')} size={32} />
      </div>
    )
  if (phase === 'device')
    return (
      <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
        <Spinner label={t('Waiting for the approval')} size={32} />
        <Text as="h3">{t('Register this device')}</Text>
        <Text tone="muted" align="center">
          {t('Approve the login link sent to {email} to continue.', { email: shown })}
        </Text>
      </div>
    )
  if (phase === 'failed')
    return (
      <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
        <Text role="alert" align="center">
          {error && t(error)}
        </Text>
      </div>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (/^\d{6}$/.test(otp)) void submitOtp(otp)
  }
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={submit} noValidate>
      <Text align="center">{t('Enter the code we sent to {email}', { email: shown })}</Text>
      <TextInput
        label={t('Login code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        error={error && t(error)}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Button type="submit" disabled={otp.length !== 6}>
        {t('Continue')}
      </Button>
      <Button variant="ghost" onClick={() => void resend()}>
        {t('Resend code')}
      </Button>
    </form>
  )
}
