// Every text in ja, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/ja.js'
import account from '../account/locales/ja.js'
import connect from '../connect/locales/ja.js'
import network from '../network/locales/ja.js'
import receive from '../receive/locales/ja.js'
import sessions from '../sessions/locales/ja.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
