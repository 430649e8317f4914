import { definePlugin } from 'foyer'
import { exampleManifest } from './manifest.js'

/**
 * An example third-party plugin, written only against Foyer's public API: two views, the first reached from the
 * Account view's Greet button, and one event of its own, which it answers with a toast. Its manifest says the rest.
 */
export const examplePlugin = definePlugin({
  manifest: exampleManifest,
  views: {
    ExampleGreeting: { load: () => import('./ExampleView.js') },
    ExampleGreeted: {
      title: (params: { name: string }) => `Hello, ${params.name}`,
      load: () => import('./GreetedView.js'),
    },
  },
  setup(context) {
    const onGreeted = ({ name }: { name: string }) => context.toasts.success(`Greeted ${name}`)
    context.bus.on('example:greeted', onGreeted)
    return () => context.bus.off('example:greeted', onGreeted)
  },
})
