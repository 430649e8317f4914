import { Button, TextInput, t, useKernel } from 'foyer/ui'
import { type FormEvent, useState } from 'react'
import { isEmail } from '../rules/isEmail.js'

/** The Connect view's email row (SPEC §2): an email field; Continue opens EmailLogin. */
export default function EmailInput() {
  const kernel = useKernel()
  const [email, setEmail] = useState('')
  const valid = isEmail(email)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) void kernel.router.push('EmailLogin', { email: email.trim() })
  }
  return (
    <form className="foyer-row" style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }} onSubmit={submit}>
      <TextInput
        label={t('Email')}
        hideLabel
        type="email"
        autoComplete="email"
        placeholder={t('Email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={!valid}>
        {t('Continue')}
      </Button>
    </form>
  )
}
