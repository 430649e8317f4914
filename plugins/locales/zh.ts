// Every text in zh, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/zh.js'
import account from '../account/locales/zh.js'
import connect from '../connect/locales/zh.js'
import network from '../network/locales/zh.js'
import receive from '../receive/locales/zh.js'
import sessions from '../sessions/locales/zh.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  ...sessions,
}
