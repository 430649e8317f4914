// Every text in ar, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/ar.js'
import account from '../account/locales/ar.js'
import connect from '../connect/locales/ar.js'
import network from '../network/locales/ar.js'
import receive from '../receive/locales/ar.js'
import sessions from '../sessions/locales/ar.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
