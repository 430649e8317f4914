import { useState } from 'react'
import { Button, Text, TextInput, useFoyer, useKernel } from 'foyer/react'

/** The example plugin's view, built from Foyer's primitives. */
export default function ExampleView() {
  const foyer = useFoyer()
  const kernel = useKernel()
  const [name, setName] = useState('')
  return (
    <form
      className="example-view"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault()
        foyer.bus.emit('example:greeted', { name: name.trim() || 'stranger' })
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
