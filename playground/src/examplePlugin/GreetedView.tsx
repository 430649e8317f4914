import { Button, Text, useKernel, type ViewProps } from 'foyer/ui'

/** The example plugin's second view; its title is a function of its params. */
export default function GreetedView({ params }: ViewProps<{ name: string }>) {
  const kernel = useKernel()
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Text>{`${params.name} has been greeted.`}</Text>
      <Button fullWidth onClick={() => kernel.close()}>
        Close the modal
      </Button>
    </div>
  )
}
