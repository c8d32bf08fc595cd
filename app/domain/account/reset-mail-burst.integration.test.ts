// The reset-mail counter against a burst (every counter is atomic): requests
// for one account sent all at once must not mail more links than the hourly limit.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { passwordResetTokens } from '../../db/schema';
import * as forgotApi from '../../routes/api/auth.forgotpassword';
import { MAX_PER_HOUR, resetMailsSent } from './request-password-reset.server';
import { makeUser } from '../../../tests/support/fixtures';
import { call } from '../../../tests/support/requests';
import { setupTestSmtp } from '../../../tests/support/smtp';
import { setupTestDatabase } from '../../../tests/support/test-db';

setupTestDatabase();
const smtp = setupTestSmtp();

/** The reset mails requested so far, queued and then delivered. */
const mailsDelivered = async () => {
  await resetMailsSent();
  await smtp.delivered();
};

describe('POST /api/auth/forgotpassword sent at once', () => {
  it('20 requests for one account: every one answered 200, at most the hourly limit of links made and mailed', async () => {
    const user = await makeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(forgotApi.action, '/api/auth/forgotpassword', { json: { email: user.email }, ip: `10.60.0.${i}` })),
    );
    await mailsDelivered();
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(MAX_PER_HOUR);
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(MAX_PER_HOUR);
  });
});
