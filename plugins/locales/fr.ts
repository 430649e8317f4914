// Every text in fr, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/fr.js'
import account from '../account/locales/fr.js'
import connect from '../connect/locales/fr.js'
import network from '../network/locales/fr.js'
import receive from '../receive/locales/fr.js'
import sessions from '../sessions/locales/fr.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
