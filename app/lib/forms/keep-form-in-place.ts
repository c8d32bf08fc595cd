// A page form sent while the phone's connection drops would otherwise replace the whole page with
// the error page, and everything typed, chosen and uploaded would be gone. A page form exports
// `clientAction = keepFormInPlace(...)`: no answer then reads as a FormFailure of its own, with
// the page's message for a failed save (the spec's, where it has one) and what was sent but
// passwords (as the server's answers: server-lib/form-action.server.ts), so the form shows it
// where it shows the server's and stays as it was. Pages whose answers are { ok, message } read
// it as a failure too: it has no `ok`. It lives beside the form checks (the `forms` chunk),
// which every page with such a form loads.
import { withoutSecrets, type FormFailure } from '../errors';
import { answerWhenUnanswered } from '../network-failure';
import { formToObject } from '../validation';

export const keepFormInPlace =
  (message = 'Something went wrong') =>
  async <T>({ request, serverAction }: { request: Request; serverAction: () => Promise<T> }) => {
    // Read before the body is sent: a request's body can be read once.
    const sent = await request
      .clone()
      .formData()
      .then(formToObject, () => ({}));
    return answerWhenUnanswered(serverAction, (): FormFailure => ({ message, errors: {}, values: withoutSecrets(sent) }));
  };
