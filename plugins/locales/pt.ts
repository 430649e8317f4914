// Every text in pt, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/pt.js'
import account from '../account/locales/pt.js'
import connect from '../connect/locales/pt.js'
import network from '../network/locales/pt.js'
import receive from '../receive/locales/pt.js'
import sessions from '../sessions/locales/pt.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
