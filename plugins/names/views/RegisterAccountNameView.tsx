import { Button, ListItem, Spinner, Text, TextInput, t, useFoyerState } from 'foyer/ui'
import { type FormEvent, useState } from 'react'
import { labelOf, nameZone, zoneOf } from '../rules/nameRule.js'
import { useNameRegistration } from './useNameRegistration.js'

/**
 * RegisterAccountName (SPEC §2): a name for the connected EVM account, shown with its zone (`.reown.id`). Register
 * checks the name rule and the name's availability (suggestions when it is taken), then asks the wallet to sign.
 */
export default function RegisterAccountNameView() {
  const namespace = useFoyerState((state) => state.activeNamespace)
  const [input, setInput] = useState('')
  const { phase, fieldError, formError, suggestions, submit, clear } = useNameRegistration()
  if (namespace !== 'eip155') return <Text tone="muted">{t('Names are for EVM accounts only.')}</Text>

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(input)
  }
  const type = (value: string) => {
    setInput(value)
    clear()
  }
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={onSubmit} noValidate>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <TextInput
          label={t('Name')}
          autoComplete="off"
          spellCheck={false}
          value={input}
          error={fieldError}
          onChange={(event) => type(event.target.value)}
        />
        <Text data-testid="name-zone" style={{ paddingBottom: 10 }}>
          .{zoneOf(input.trim()) ?? nameZone}
        </Text>
      </div>
      {suggestions.length > 0 ? (
        <ul className="foyer-list" aria-label={t('Suggestions')}>
          {suggestions.map((name) => (
            <li key={name}>
              <ListItem label={name} tag={t('available')} onClick={() => type(labelOf(name))} />
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <Text tone="error" role="alert">
          {formError}
        </Text>
      ) : null}
      {phase === 'signing' ? (
        <div className="foyer-list" style={{ alignItems: 'center' }} role="status">
          <Spinner label={t('Waiting for the wallet')} />
          <Text tone="muted">{t('Sign the message in your wallet')}</Text>
        </div>
      ) : null}
      <Button type="submit" fullWidth disabled={phase !== 'idle'}>
        {t('Register')}
      </Button>
    </form>
  )
}
