// Every text in de, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/de.js'
import account from '../account/locales/de.js'
import connect from '../connect/locales/de.js'
import network from '../network/locales/de.js'
import receive from '../receive/locales/de.js'
import sessions from '../sessions/locales/de.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
