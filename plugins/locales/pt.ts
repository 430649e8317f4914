// Every text in pt, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/pt.js'
import email from '../email/locales/pt.js'
import socials from '../socials/locales/pt.js'
import pay from '../pay/locales/pt.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/pt.js'
import account from '../account/locales/pt.js'
import connect from '../connect/locales/pt.js'
import network from '../network/locales/pt.js'
import receive from '../receive/locales/pt.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/pt.js'
import swaps from '../swaps/locales/pt.js'
import onramp from '../onramp/locales/pt.js'
import activity from '../activity/locales/pt.js'
import names from '../names/locales/pt.js'
// sessions
import sessions from '../sessions/locales/pt.js'

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
