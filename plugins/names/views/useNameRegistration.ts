import type { FoyerError } from 'foyer'
import { t, useKernel } from 'foyer/ui'
import { useState } from 'react'
import { lookupName } from '../lookupName.js'
import { namesErrors } from '../namesErrors.js'
import { registerAccountName } from '../registerAccountName.js'
import { checkName, labelOf } from '../rules/nameRule.js'
import { suggestNames } from '../suggestNames.js'

export type RegistrationPhase = 'idle' | 'checking' | 'signing'

/** An error's text for the visitor: the kernel's texts are English in the error, translated here. */
const messageOf = (error: unknown) =>
  t((error as Partial<FoyerError>).shortMessage ?? (error as Error).message ?? String(error))

/**
 * The register view's flow: the name rule, then availability; a taken name brings suggestions; a free one is
 * registered (the wallet signs) and the view is replaced by RegisterAccountNameSuccess. A rule or availability
 * problem belongs to the field (`fieldError`); any other failure to the form (`formError`).
 */
export function useNameRegistration() {
  const kernel = useKernel()
  const [phase, setPhase] = useState<RegistrationPhase>('idle')
  const [fieldError, setFieldError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const [suggestions, setSuggestions] = useState<string[]>([])

  const clear = () => {
    setFieldError(undefined)
    setFormError(undefined)
  }

  const submit = async (input: string) => {
    clear()
    setSuggestions([])
    let name: string
    try {
      name = checkName(input)
    } catch (error) {
      return setFieldError(messageOf(error))
    }
    setPhase('checking')
    try {
      if (await lookupName(kernel, name)) {
        setFieldError(namesErrors.taken(name).shortMessage)
        setSuggestions(await suggestNames(kernel, labelOf(name)))
        return setPhase('idle')
      }
      setPhase('signing')
      const registered = await registerAccountName(kernel, name)
      kernel.router.replace('RegisterAccountNameSuccess', { name: registered })
    } catch (error) {
      setFormError(messageOf(error))
      setPhase('idle')
    }
  }

  return { phase, fieldError, formError, suggestions, submit, clear }
}
