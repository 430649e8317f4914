import { Button } from '../primitives/Button.js'
import { Text } from '../primitives/Text.js'

/** A view that could not load or render: a short message and a retry. */
export function ViewError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="foyer-view-error" role="alert">
      <Text>This view could not be loaded.</Text>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
