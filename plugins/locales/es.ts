// Every text in es, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/es.js'
import account from '../account/locales/es.js'
import connect from '../connect/locales/es.js'
import network from '../network/locales/es.js'
import receive from '../receive/locales/es.js'
import sessions from '../sessions/locales/es.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
