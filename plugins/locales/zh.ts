// Every text in zh, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/zh.js'
import email from '../email/locales/zh.js'
import socials from '../socials/locales/zh.js'
import pay from '../pay/locales/zh.js'
// the kernel and the others
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
// sessions
import sessions from '../sessions/locales/zh.js'

export default {
  // siwx, email, socials and pay
  ...siwx,
  ...email,
  ...socials,
  ...pay,
  // the kernel and the others
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
  // sessions
  ...sessions,
}
