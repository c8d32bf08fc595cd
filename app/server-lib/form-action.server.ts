// The server half of every page form: validate with the shared schema, run the domain call,
// and on failure answer with the messages and everything the user typed (minus secrets),
// so that the form can show them in place.
import { data } from 'react-router';
import type { z } from 'zod';
import { AppError, withoutSecrets, type FormFailure } from '../lib/errors';
import { FormBodyError, parseFormBody, type FormLimits } from './form-body.server';
import { NOT_A_FORM, REQUEST_TOO_LARGE } from '../lib/request-body';
import { formToObject, validate, type Validation } from '../lib/validation';
import { withNotice } from './flash-notice.server';
import { unicodeFields } from './zawgyi.server';
import { boundedFields } from './bounded-fields.server';
import { textLimitsOf } from '../lib/schemas/checked';


/**
 * Page forms are text: 4 MB is room for the longest of them, a post of 100,000 Burmese
 * characters sent URL-encoded (9 bytes a character), with a margin. They take no file (images
 * go to /api/media/upload first): a file part is counted in the bytes and dropped, like any
 * field a form does not have.
 */
const PAGE_FORM_LIMITS: FormLimits = { maxPartBytes: 4 * 1024 * 1024, maxTotalBytes: 4 * 1024 * 1024, maxFiles: 100 };

/**
 * The posted form. A body that is not one (another content type, a broken multipart body) is
 * a 400, and one past the limits a 413, not a crash: no browser sends them, but anyone can.
 */
async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await parseFormBody(request, PAGE_FORM_LIMITS, () => false);
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error;
    throw error.problem === 'not-a-form' ? new AppError(400, NOT_A_FORM) : new AppError(413, REQUEST_TOO_LARGE);
  }
}

/**
 * One way a page form may be sent: how it is checked, what saving it does, and how its failure
 * is worded for the page. Every page action goes through formAction() with one (or one per
 * intent), so field errors, kept values and statuses come from one place.
 */
export interface FormStep<Input = Record<string, unknown>> {
  /**
   * The shared schema (lib/schemas), or a check of its own for a form that is more than text
   * (the payment proof's file). Left out for a form with nothing to check: a button carrying an
   * id, whose domain call refuses a wrong one; the fields then reach `run` as they were sent.
   */
  check?: z.ZodType<Input, unknown> | ((raw: Record<string, unknown>, form: FormData) => Validation<Input> | Promise<Validation<Input>>);
  /** The domain call; an AppError it throws is shown in the form, anything else is a fault. */
  run: (input: Input, form: FormData) => Promise<Answer>;
  /** Cleans what is echoed back (rich text before it is shown as HTML, a field not to give back). */
  keep?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The body of the failed answer, for a page that reads another shape than FormFailure (a
   * fetcher's { ok: false, message }). Its status stays the failure's; it is passed too, for a
   * fetcher, which sees the body only.
   */
  answer?: (failure: FormFailure, status: number) => unknown;
  /**
   * A failure that is not the user's to fix is logged and told with this message (spec section
   * 8), as a 500 that keeps what was typed. Without it, it reaches the router's error handling.
   */
  unexpected?: string;
  /** An AppError this page answers otherwise than in the form (a paid plan: off to the payment inquiry). */
  instead?: (error: AppError, form: FormData) => Response | undefined;
}

/** A step with its input typed by its check: the choice by intent alone would leave it `any`. */
export const formStep = <Input>(step: FormStep<Input>) => step;

/** What an action answers: a Response (a redirect), or data() with a status. */
type Answer = Response | ReturnType<typeof data>;

/** A step of any input: which one runs is known only once the form's intent is read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStep = FormStep<any>;
type StepFor = (intent: string) => AnyStep | Promise<AnyStep>;

/**
 * The one path from a posted form to the page's answer: read it (400 not a form, 413 too
 * large), keep what was typed minus secrets, check it, run the domain call; a refusal at any
 * stage answers in place with its status, message, field errors and the kept values.
 * `step` is the form's step, or a choice of step by the form's `intent` field (a page with a
 * delete button beside its form). `read` replaces the page-form reader (a form with a file).
 */
export async function formAction<Input>(
  request: Request,
  step: FormStep<Input> | StepFor,
  read: (request: Request) => Promise<FormData> = readPageForm,
): Promise<Answer> {
  let form: FormData;
  try {
    form = await read(request);
  } catch (error) {
    // Nothing was read that could be given back.
    return failed(typeof step === 'function' ? {} : step, error, {});
  }
  const chosen = (typeof step === 'function' ? await step(String(form.get('intent') ?? '')) : step) as FormStep<Input>;
  // Each field within its length before any other work on it; a longer one is refused as it is.
  const bounded = boundedFields(formToObject(form), textLimitsOf(chosen.check));
  if (!bounded.ok) {
    const kept = withoutSecrets(bounded.value);
    return answer(chosen, { message: bounded.message, errors: bounded.errors, values: chosen.keep ? chosen.keep(kept) : kept }, 400);
  }
  // Text typed in Zawgyi is stored, checked and given back in Unicode, and the person is told.
  const { value: raw, converted } = await unicodeFields(bounded.value);
  const told = converted.length ? tellConverted(request) : (answer: Answer) => answer;
  const kept = withoutSecrets(raw);
  const values = chosen.keep ? chosen.keep(kept) : kept;
  try {
    const checked = await checkForm(chosen.check, raw, form);
    if (!checked.ok) return told(answer(chosen, { message: checked.message, errors: checked.errors, values }, 400));
    return told(await chosen.run(checked.data, form));
  } catch (error) {
    return told(failed(chosen, error, values, form));
  }
}

/**
 * Adds the notice that the form's Zawgyi text was converted (lib/flash-notice.ts) to an answer:
 * the page it leads to, or the form shown again, tells the person once, beside any notice of
 * its own ('Your listing has been created.').
 */
const tellConverted = (request: Request) => (result: Answer) => withNotice(request, result, 'zawgyi-converted');

function checkForm<Input>(check: FormStep<Input>['check'], raw: Record<string, unknown>, form: FormData) {
  if (!check) return { ok: true as const, data: raw as Input };
  return typeof check === 'function' ? check(raw, form) : validate(check, raw);
}

/** A refusal (AppError) becomes the form's answer; anything else is rethrown unless the step words it. */
function failed(step: Pick<AnyStep, 'answer' | 'unexpected' | 'instead'>, error: unknown, values: Record<string, unknown>, form?: FormData) {
  if (error instanceof AppError) {
    const other = form && step.instead?.(error, form);
    if (other) return other;
    return answer(step, { message: error.message, errors: error.fieldErrors ?? {}, values }, error.status);
  }
  if (!step.unexpected) throw error;
  console.error(error);
  return answer(step, { message: step.unexpected, errors: {}, values }, 500);
}

const answer = (step: Pick<AnyStep, 'answer'>, failure: FormFailure, status: number) =>
  data(step.answer ? step.answer(failure, status) : failure, { status });

/** The common case: one form, one shared schema, one domain call. */
export function handleForm<Input>(
  request: Request,
  schema: z.ZodType<Input, unknown>,
  run: (input: Input, form: FormData) => Promise<Answer>,
  /** Cleans what is echoed back to the page (for example rich text, before it is shown as HTML). */
  keep?: (values: Record<string, unknown>) => Record<string, unknown>,
) {
  return formAction(request, { check: schema, run, keep });
}
