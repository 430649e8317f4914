import { Button, Text, TextInput, t, useKernel } from 'foyer/ui'
import { type FormEvent, useState } from 'react'
import { isEmail, shortEmail } from '../rules/isEmail.js'
import { useUpdateEmail } from './useUpdateEmail.js'

/** UpdateEmailWallet (SPEC §2, §4): the new email, then the code sent to the current email and the new one's. */
export default function UpdateEmailWalletView() {
  const kernel = useKernel()
  const update = useUpdateEmail(kernel)
  const [value, setValue] = useState('')
  const asking = update.shown === 'email'
  const busy = update.step === 'busy'
  const ready = asking ? isEmail(value) : /^\d{6}$/.test(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    const entered = value.trim()
    setValue('')
    if (asking) void update.submitEmail(entered)
    else void update.submitOtp(entered)
  }
  const prompt = asking
    ? t('Enter the new email for your wallet.')
    : update.shown === 'primary'
      ? t('Enter the code we sent to your current email')
      : t('Enter the code we sent to {email}', { email: shortEmail(update.newEmail) })
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={submit} noValidate aria-busy={busy}>
      <Text align="center">{prompt}</Text>
      <TextInput
        key={update.shown}
        label={t(asking ? 'New email' : update.shown === 'primary' ? 'Current email code' : 'New email code')}
        type={asking ? 'email' : 'text'}
        inputMode={asking ? 'email' : 'numeric'}
        autoComplete={asking ? 'email' : 'one-time-code'}
        value={value}
        error={update.error && t(update.error)}
        onChange={(event) => setValue(asking ? event.target.value : event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Button type="submit" disabled={!ready || busy}>
        {t('Continue')}
      </Button>
    </form>
  )
}
