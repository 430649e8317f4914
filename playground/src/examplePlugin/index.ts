import { definePlugin } from 'foyer'

/**
 * An example third-party plugin, written only against Foyer's public API: one view, reached from
 * the Account view's actions, and one event of its own, which it answers with a toast.
 */
export const examplePlugin = definePlugin({
  id: 'example',
  views: {
    ExampleGreeting: { title: 'Example plugin', load: () => import('./ExampleView.js') },
  },
  walletFeatures: [{ id: 'example', label: 'Greet', view: 'ExampleGreeting' }],
  setup(context) {
    const onGreeted = ({ name }: { name: string }) => context.toasts.success(`Hello, ${name}`)
    context.bus.on('example:greeted', onGreeted)
    return () => context.bus.off('example:greeted', onGreeted)
  },
})

declare module 'foyer' {
  interface Views {
    ExampleGreeting: undefined
  }
  interface Events {
    'example:greeted': { name: string }
  }
}
