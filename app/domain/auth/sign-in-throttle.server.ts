// Slows down password guessing: after MAX_FAILURES failed sign-ins from one address within 15
// minutes, that address is refused (429) until the window has passed.
import { assertWithinLimit, clearEvents, recordEvent, type Limit } from '../throttle/throttle.server';

export const MAX_FAILURES = 5;
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SIGN_IN_FAILURES: Limit = { action: 'sign-in-failure', max: MAX_FAILURES, windowMs: 15 * 60_000, message: TOO_MANY_ATTEMPTS };

export const assertNotThrottled = (ip: string) => assertWithinLimit(SIGN_IN_FAILURES, ip);
export const recordFailure = (ip: string) => recordEvent(SIGN_IN_FAILURES, ip);
export const clearFailures = (ip: string) => clearEvents(SIGN_IN_FAILURES, ip);
