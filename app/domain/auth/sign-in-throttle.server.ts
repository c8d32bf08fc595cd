// Slows down password guessing. Every attempt takes a slot on two counters before the password
// is checked: one for the client address and one for the account (the e-mail as typed, known
// or not). A wrong password keeps both slots, a right one gives back only its own, so a success
// on the attacker's own account never clears the failures counted against someone else's.
// Myanmar's mobile networks put many phones behind one address, so the address may fail more
// often than one account may.
import { releaseSlots, takeSlots, type Limit } from '../throttle/throttle.server';

export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const WINDOW_MS = 15 * 60_000;
const PER_ACCOUNT: Limit = { action: 'sign-in-failure-account', max: MAX_FAILURES, windowMs: WINDOW_MS, message: TOO_MANY_ATTEMPTS };
const PER_ADDRESS: Limit = { action: 'sign-in-failure', max: MAX_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS, message: TOO_MANY_ATTEMPTS };

/** Takes this attempt's slots (429 when either counter is full); returns them for `attemptSucceeded`. */
export async function startAttempt({ ip, email }: { ip: string; email: string }): Promise<string[]> {
  const account = await takeSlots(PER_ACCOUNT, [email.toLowerCase()]);
  try {
    return [...account, ...(await takeSlots(PER_ADDRESS, [ip]))];
  } catch (error) {
    await releaseSlots(account);
    throw error;
  }
}

/** The password was right: this attempt was no failure. */
export const attemptSucceeded = (slots: readonly string[]) => releaseSlots(slots);
