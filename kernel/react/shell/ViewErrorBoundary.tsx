import { Component, type ContextType, type ReactNode } from 'react'
import { FoyerContext } from '../FoyerContext.js'
import { Button } from '../primitives/Button.js'
import { Text } from '../primitives/Text.js'

export interface ViewErrorBoundaryProps {
  onRetry(): void
  children: ReactNode
}

/** Catches a view that fails to load or render: a short message and a retry; the error goes to the bus. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  static override contextType = FoyerContext
  declare context: ContextType<typeof FoyerContext>
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.context?.bus.emit('error', { error, category: 'view' })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="foyer-view-error" role="alert">
        <Text>This view could not be loaded.</Text>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Try again
        </Button>
      </div>
    )
  }
}
