// Slows down password guessing. Every attempt takes a slot on two counters before the password
// is checked: one for the client address and one for the account (the e-mail as typed, known
// or not). A wrong password keeps both slots, a right one gives back only its own, so a success
// on the attacker's own account never clears the failures counted against someone else's.
// Myanmar's mobile networks put many phones behind one address, so the address may fail more
// often than one account may. The account's counter is also taken by the other place a password
// is checked, the profile's current password (`startPasswordCheck`): a stolen session must not
// become a way to guess the password without limit.
import { clearEvents, releaseSlots, takeSlots, type Limit } from '../throttle/throttle.server';

export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const WINDOW_MS = 15 * 60_000;
const PER_ACCOUNT: Limit = { action: 'sign-in-failure-account', max: MAX_FAILURES, windowMs: WINDOW_MS, message: TOO_MANY_ATTEMPTS };
const PER_ADDRESS: Limit = { action: 'sign-in-failure', max: MAX_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS, message: TOO_MANY_ATTEMPTS };

// The e-mail as sign-in looks it up (lower case, the stored form), so one account has one key.
const accountKey = (email: string) => email.trim().toLowerCase();

/** Takes a slot on the account's counter only (no client address at hand); 429 when full. */
export const startPasswordCheck = ({ email }: { email: string }) => takeSlots(PER_ACCOUNT, [accountKey(email)]);

/** Takes this attempt's slots (429 when either counter is full); returns them for `attemptSucceeded`. */
export async function startAttempt({ ip, email }: { ip: string; email: string }): Promise<string[]> {
  const account = await startPasswordCheck({ email });
  try {
    return [...account, ...(await takeSlots(PER_ADDRESS, [ip]))];
  } catch (error) {
    await releaseSlots(account);
    throw error;
  }
}

/** The password was right: this attempt was no failure. */
export const attemptSucceeded = (slots: readonly string[]) => releaseSlots(slots);

/**
 * The owner proved they hold the account another way (a reset link from its mailbox): the
 * failures counted against it end, or anyone could keep it locked by guessing every 15 minutes.
 */
export const clearAccountFailures = ({ email }: { email: string }) => clearEvents(PER_ACCOUNT, accountKey(email));
