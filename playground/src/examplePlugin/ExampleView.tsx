import { useState } from 'react'
import { Button, Text, TextInput, useFoyer, useKernel } from 'foyer/ui'

/** The example plugin's first view, built from Foyer's primitives: a name, Greet, and Done. */
export default function ExampleView() {
  const foyer = useFoyer()
  const kernel = useKernel()
  const [name, setName] = useState('')
  return (
    <form
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault()
        const greeted = name.trim() || 'stranger'
        foyer.bus.emit('example:greeted', { name: greeted })
        kernel.router.push('ExampleGreeted', { name: greeted })
      }}
    >
      <Text tone="muted">A view added by a plugin that uses only Foyer's public API.</Text>
      <TextInput label="Your name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" fullWidth>
        Greet
      </Button>
      <Button variant="secondary" fullWidth onClick={() => kernel.router.goBack()}>
        Done
      </Button>
    </form>
  )
}
