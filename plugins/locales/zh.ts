// Every text in zh, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/zh.js'
import account from '../account/locales/zh.js'
import connect from '../connect/locales/zh.js'
import network from '../network/locales/zh.js'
import receive from '../receive/locales/zh.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/zh.js'
import swaps from '../swaps/locales/zh.js'
import onramp from '../onramp/locales/zh.js'
import activity from '../activity/locales/zh.js'
import names from '../names/locales/zh.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  // send, swaps, onramp, activity, names
  ...send,
  ...swaps,
  ...onramp,
  ...activity,
  ...names,
}
