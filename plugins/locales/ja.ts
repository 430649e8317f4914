// Every text in ja, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/ja.js'
import email from '../email/locales/ja.js'
import socials from '../socials/locales/ja.js'
import pay from '../pay/locales/ja.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/ja.js'
import account from '../account/locales/ja.js'
import connect from '../connect/locales/ja.js'
import network from '../network/locales/ja.js'
import receive from '../receive/locales/ja.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/ja.js'
import swaps from '../swaps/locales/ja.js'
import onramp from '../onramp/locales/ja.js'
import activity from '../activity/locales/ja.js'
import names from '../names/locales/ja.js'
// sessions
import sessions from '../sessions/locales/ja.js'

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
