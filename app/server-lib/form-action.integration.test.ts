// The contract of the one form pipeline (formAction), run the way the app runs it: as a route's
// action inside React Router's own request handling (createStaticHandler), so what the router
// makes of each answer, including a fault, is what is checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticHandler, redirect } from 'react-router';
import { AppError, type FormFailure } from '../lib/errors';
import { formAction, formStep, handleForm, type FormStep } from './form-action.server';
import { SIGN_IN_REQUIRED } from '../lib/forms/auth';
import { NOT_A_FORM } from '../lib/request-body';
import { signInSchema } from '../lib/schemas/auth';

/** Posts `body` to a one-route router whose action is `action`; returns what the router made of it. */
async function post(action: (request: Request) => Promise<unknown>, body: BodyInit, headers?: Record<string, string>) {
  const handler = createStaticHandler([{ id: 'form', path: '/form', action: ({ request }) => action(request) }]);
  const result = await handler.query(new Request('http://localhost/form', { method: 'POST', body, headers }));
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), data: undefined, error: undefined };
  return { status: result.statusCode, location: null, data: result.actionData?.form as unknown, error: result.errors?.form as unknown };
}

const signInForm = (fields: Record<string, string>) => new URLSearchParams(fields);
const signIn = (run: FormStep<{ email: string; password: string }>['run'], extra: Partial<FormStep<{ email: string; password: string }>> = {}) =>
  (request: Request) => formAction(request, { check: signInSchema, run, ...extra });

afterEach(() => vi.restoreAllMocks());

describe('formAction: one path from form data to field errors and kept values', () => {
  it('answers a validation failure with 400, the field errors and what was typed, never the password', async () => {
    const run = vi.fn(async () => redirect('/'));
    const res = await post(signIn(run), signInForm({ email: '', password: 'hunter2 secret', remember: 'on' }));
    expect(res.status).toBe(400);
    expect(res.data).toEqual<FormFailure>({ message: SIGN_IN_REQUIRED, errors: { email: SIGN_IN_REQUIRED }, values: { email: '', remember: 'on' } });
    expect(run).not.toHaveBeenCalled();
  });

  it("answers the domain's refusal (AppError) with its status, message and field errors, keeping what was typed", async () => {
    const refuse = async () => {
      throw new AppError(409, 'That title is taken.', { title: 'That title is taken.' });
    };
    const res = await post(signIn(refuse), signInForm({ email: 'a@example.com', password: 'long enough password', newPassword: 'x', title: 'Gold' }));
    expect(res.status).toBe(409);
    expect(res.data).toEqual<FormFailure>({ message: 'That title is taken.', errors: { title: 'That title is taken.' }, values: { email: 'a@example.com', title: 'Gold' } });
  });

  it('lets a fault through to the router, which answers 500 with the error itself: nothing is swallowed', async () => {
    const fault = new Error('connection to the database lost');
    const res = await post(signIn(async () => Promise.reject(fault)), signInForm({ email: 'a@example.com', password: 'long enough password' }));
    expect(res.status).toBe(500);
    expect(res.error).toBe(fault);
    expect(res.data).toBeUndefined();
  });

  it("words a fault with the step's message when it has one (500, logged, what was typed kept)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fault = new Error('disk full');
    const res = await post(signIn(async () => Promise.reject(fault), { unexpected: 'Something went wrong' }), signInForm({ email: 'a@example.com', password: 'long enough password' }));
    expect(res.status).toBe(500);
    expect(res.data).toEqual<FormFailure>({ message: 'Something went wrong', errors: {}, values: { email: 'a@example.com' } });
    expect(logged).toHaveBeenCalledWith(fault);
  });

  it('passes the checked input to the domain call and returns its answer (a redirect)', async () => {
    const run = vi.fn(async () => redirect('/done'));
    const res = await post(signIn(run), signInForm({ email: ' a@example.com ', password: 'long enough password' }));
    expect(res).toMatchObject({ status: 302, location: '/done' });
    expect(run).toHaveBeenCalledWith({ email: 'a@example.com', password: 'long enough password' }, expect.any(FormData));
  });

  it('answers a body that is not a form with 400 and nothing kept, before any step runs', async () => {
    const run = vi.fn(async () => redirect('/'));
    const res = await post(signIn(run), '{"email":"a@example.com"}', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.data).toEqual<FormFailure>({ message: NOT_A_FORM, errors: {}, values: {} });
    expect(run).not.toHaveBeenCalled();
  });

  it("keeps a refusal's field errors from a form reader of its own (a form with a file)", async () => {
    const read = async () => {
      throw new AppError(413, 'The file is too large.', { file: 'The file is too large.' });
    };
    const res = await post((request) => formAction(request, { run: async () => redirect('/') }, read), signInForm({ name: 'Ko Aung' }));
    expect(res.status).toBe(413);
    expect(res.data).toEqual<FormFailure>({ message: 'The file is too large.', errors: { file: 'The file is too large.' }, values: {} });
  });
});

describe('formAction: several intents, and answers other than FormFailure', () => {
  const deleted = vi.fn(async () => redirect('/'));
  const action = (request: Request) =>
    formAction(request, (intent) =>
      intent === 'delete'
        ? formStep({
            run: async ({ id }) => {
              if (id === 'last-admin') throw new AppError(409, 'You are the last admin.');
              return deleted();
            },
            answer: ({ message }) => ({ deleteFailed: true, message }),
          })
        : formStep({ check: signInSchema, run: async () => Response.json({ ok: true }) }),
    );

  it('runs the step of the form\'s intent, with its own answer shape and the failure\'s status', async () => {
    const refused = await post(action, signInForm({ intent: 'delete', id: 'last-admin' }));
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ deleteFailed: true, message: 'You are the last admin.' });
    expect(await post(action, signInForm({ intent: 'delete', id: 'someone' }))).toMatchObject({ status: 302, location: '/' });
  });

  it('runs the other step, with its checks, for any other intent', async () => {
    const res = await post(action, signInForm({ intent: 'update', email: '', password: 'x' }));
    expect(res.status).toBe(400);
    expect((res.data as FormFailure).errors).toHaveProperty('email');
    expect((res.data as FormFailure).values).toEqual({ intent: 'update', email: '' });
  });

  it("answers a refusal the page handles otherwise with the step's own response", async () => {
    const paid = (request: Request) =>
      formAction(request, {
        run: async () => Promise.reject(new AppError(402, 'This package is paid.')),
        instead: (error, form) => (error.status === 402 ? redirect(`/pay?package=${form.get('packageId')}`) : undefined),
      });
    expect(await post(paid, signInForm({ packageId: 'gold' }))).toMatchObject({ status: 302, location: '/pay?package=gold' });
  });
});

describe('handleForm (one form, one schema)', () => {
  it('is formAction with a schema, and cleans what is echoed back', async () => {
    const action = (request: Request) =>
      handleForm(request, signInSchema, async () => redirect('/'), ({ remember, ...rest }) => ({ ...rest, remember: String(remember).toUpperCase() }));
    const res = await post(action, signInForm({ email: '', password: 'x', remember: 'on' }));
    expect(res.status).toBe(400);
    expect((res.data as FormFailure).values).toEqual({ email: '', remember: 'ON' });
  });
});
