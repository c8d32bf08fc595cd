// Limits new accounts per client address: accounts made in bulk would sidestep every limit kept
// per account (reviews, sign-in failures, package slots). Ten an hour: a family or an office
// signing up together fits, and so does a carrier address of Myanmar's mobile networks, which
// put many phones behind one public address (sign-ups are rare next to page views: even a busy
// address sees a few a day); a script making accounts gets ten an hour instead of thousands.
// Every attempt that reaches the database counts, the refused ones too ('That e-mail is already
// registered.' tells whether an address has an account, so probing it is limited as well).
import { SIGN_UP_TOO_MANY } from '../../lib/schemas/auth';
import { takeSlot, type Limit } from '../throttle/throttle.server';

export const SIGN_UP_LIMIT: Limit = { action: 'sign-up', max: 10, windowMs: 60 * 60_000, message: SIGN_UP_TOO_MANY };

/** Counts one new-account attempt from `ip`; 429 when the address has used up its hour. */
export const countSignUp = ({ ip }: { ip: string }) => takeSlot(SIGN_UP_LIMIT, ip);
