// Every text in ar, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/ar.js'
import account from '../account/locales/ar.js'
import connect from '../connect/locales/ar.js'
import network from '../network/locales/ar.js'
import receive from '../receive/locales/ar.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/ar.js'
import swaps from '../swaps/locales/ar.js'
import onramp from '../onramp/locales/ar.js'
import activity from '../activity/locales/ar.js'
import names from '../names/locales/ar.js'

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
