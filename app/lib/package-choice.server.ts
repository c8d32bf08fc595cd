// The page actions behind the plans page (/price) and the older /packages screen. They call the
// same domain functions as /api/packages/select and /api/package/buy, and answer in a shape the
// pages' fetchers read; without JavaScript, the same answer is shown in the page.
import { data, redirect } from 'react-router';
import { getSessionUser } from '../domain/auth/session.server';
import { AppError } from './errors';
import { LOGIN_TO_SELECT, type ChoiceResult } from './package-rules';

type Choose = (options: { userId: string; packageId: string }) => Promise<{ message: string }>;

export async function choosePackageAction({ request, choose }: { request: Request; choose: Choose }) {
  const form = await request.formData();
  const packageId = String(form.get('packageId') ?? '');
  const user = await getSessionUser(request);
  if (!user) return data<ChoiceResult>({ ok: false, message: LOGIN_TO_SELECT }, { status: 401 });
  try {
    const { message } = await choose({ userId: user.id, packageId });
    return data<ChoiceResult>({ ok: true, message });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A paid package goes to the payment inquiry (the browser normally goes there itself).
    if (error.status === 402) throw redirect(`/contactForPayment?package=${encodeURIComponent(packageId)}`);
    return data<ChoiceResult>({ ok: false, message: error.message }, { status: error.status });
  }
}
