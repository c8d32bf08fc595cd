// The server half of the plans page (/price) and the older /packages screen: one loader for
// both, and the page actions. The actions call the same domain functions as
// /api/packages/select and /api/package/buy, and answer in a shape the pages' fetchers read;
// without JavaScript, the same answer is shown in the page.
import { data, redirect } from 'react-router';
import { getSessionUser } from '../auth/session.server';
import { listPackages } from './catalogue.server';
import { openInquiryOf } from './payment-inquiries.server';
import { getPackageStatus } from './subscriptions.server';
import { AppError } from '../../lib/errors';
import { formAction } from '../../server-lib/form-action.server';
import { LOGIN_TO_SELECT, type ChoiceResult } from '../../lib/package-rules';

/**
 * The packages, the signed-in user's package status and their payment waiting to be checked; a
 * failed read shows as the spec's error on the page.
 */
export async function loadPackageChoice({ request }: { request: Request }) {
  const user = await getSessionUser(request);
  try {
    const [packages, status, pendingPayment] = await Promise.all([
      listPackages(),
      user ? getPackageStatus({ userId: user.id }) : null,
      user ? openInquiryOf({ userId: user.id }) : null,
    ]);
    return { packages, status, pendingPayment, error: null };
  } catch (error) {
    console.error(error);
    return { packages: [], status: null, pendingPayment: null, error: 'Failed to fetch packages' };
  }
}

type Choose = (options: { userId: string; packageId: string }) => Promise<{ message: string }>;

/** The id on the plan card's button, as the domain calls take it. */
const chosenId = (form: FormData) => String(form.get('packageId') ?? '');

export function choosePackageAction({ request, choose }: { request: Request; choose: Choose }) {
  return formAction(request, {
    run: async (_fields, form) => {
      const user = await getSessionUser(request);
      if (!user) throw new AppError(401, LOGIN_TO_SELECT);
      const { message } = await choose({ userId: user.id, packageId: chosenId(form) });
      return data<ChoiceResult>({ ok: true, message });
    },
    // The plan cards' fetchers read { ok, message }.
    answer: ({ message }): ChoiceResult => ({ ok: false, message }),
    // A paid package goes to the payment inquiry (the browser normally goes there itself).
    instead: (error, form) => (error.status === 402 ? redirect(`/contactForPayment?package=${encodeURIComponent(chosenId(form))}`) : undefined),
  });
}
