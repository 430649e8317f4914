import type { FoyerState } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { TextInput, type TextInputProps } from './TextInput.js'

export interface StateTextInputProps extends Omit<TextInputProps, 'value'> {
  /** The field's value, read from Foyer's state; `onChange` writes it back there. */
  select: (state: FoyerState) => string
}

/**
 * A `TextInput` whose value lives in Foyer's state: a key re-renders this field alone, so its frame paints the new
 * text without waiting for the view around it, which reads the value with `useDeferredFoyerState`.
 */
export function StateTextInput({ select, ...rest }: StateTextInputProps) {
  return <TextInput {...rest} value={useFoyerState(select)} />
}
