import { Component, type ContextType, type ReactNode } from 'react'
import { FoyerContext } from '../FoyerContext.js'
import { ViewError } from './ViewError.js'

export interface ViewErrorBoundaryProps {
  onRetry(): void
  children: ReactNode
}

/** Catches a view that fails to render: a short message and a retry; the error goes to the bus. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  declare context: ContextType<typeof FoyerContext>
  // No class fields (an app targeting ES2020 would get a helper for them in the first open): set here and below.
  constructor(props: ViewErrorBoundaryProps) {
    super(props)
    this.state = { failed: false }
  }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.context?.bus.emit('error', { error, category: 'view' })
  }

  override render() {
    return this.state.failed ? <ViewError onRetry={this.props.onRetry} /> : this.props.children
  }
}
ViewErrorBoundary.contextType = FoyerContext
