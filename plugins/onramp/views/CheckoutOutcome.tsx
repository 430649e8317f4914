import { Button, Text } from 'foyer/ui'

/** How a checkout ended: its title, what the visitor is told (a status, or an alert for a failure), one way on. */
export function CheckoutOutcome(props: {
  title: string
  text?: string | undefined
  testId: string
  alert?: boolean
  action: string
  onAction(): void
}) {
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Text variant="title" as="h3">
        {props.title}
      </Text>
      {props.text !== undefined && (
        <Text role={props.alert ? 'alert' : 'status'} data-testid={props.testId}>
          {props.text}
        </Text>
      )}
      <Button fullWidth onClick={props.onAction}>
        {props.action}
      </Button>
    </div>
  )
}
