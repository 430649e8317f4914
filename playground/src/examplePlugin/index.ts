import { definePlugin } from 'foyer'

/**
 * An example third-party plugin, written only against Foyer's public API: two views, the first
 * reached from the Account view's actions, and one event of its own, which it answers with a toast.
 */
export const examplePlugin = definePlugin({
  id: 'example',
  views: {
    ExampleGreeting: { title: 'Example plugin', load: () => import('./ExampleView.js') },
    ExampleGreeted: {
      title: (params: { name: string }) => `Hello, ${params.name}`,
      load: () => import('./GreetedView.js'),
    },
  },
  walletFeatures: [{ id: 'example', label: 'Greet', view: 'ExampleGreeting' }],
  setup(context) {
    const onGreeted = ({ name }: { name: string }) => context.toasts.success(`Greeted ${name}`)
    context.bus.on('example:greeted', onGreeted)
    return () => context.bus.off('example:greeted', onGreeted)
  },
})

declare module 'foyer' {
  interface Views {
    ExampleGreeting: undefined
    ExampleGreeted: { name: string }
  }
  interface Events {
    'example:greeted': { name: string }
  }
}
