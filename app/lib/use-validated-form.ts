// The browser half of every page form: the form's check (lib/forms/*.ts, which the server's
// schema runs first too) finds what is wrong before the input is sent, and the server's answer
// (actionData) is shown in the same places when it comes back, its first wrong field focused.
// A field's message goes as soon as the field is put right, not at the next submit.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FormFailure } from './errors';
import { useFocusFirstWrongField } from './forms/focus-first-wrong-field';
import type { FormCheck } from './forms/rules';
import { formToObject } from './validation';

export function useValidatedForm(check: FormCheck, actionData: FormFailure | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [message, setMessage] = useState<string | undefined>(actionData?.message);
  // A refusal is never silent: one whose field the page does not show is the form's message.
  const focusWrongField = useFocusFirstWrongField(errors, () => setMessage((shown) => shown ?? Object.values(errors)[0]));
  // The form last submitted: the server's answer to it is shown in it.
  const submitted = useRef<HTMLFormElement | null>(null);
  // The server's answer the messages show: the state starts from the first render's. Only a new
  // answer replaces them. Effects run after the next frame, and on a phone a tap can submit the
  // form between its first render and its mount effect, which set the errors back to that first
  // answer: the messages the tap's check found were drawn and taken away at once.
  const shownAnswer = useRef(actionData);
  useEffect(() => {
    if (shownAnswer.current === actionData) return;
    shownAnswer.current = actionData;
    setErrors(actionData?.errors ?? {});
    setMessage(actionData?.message);
    if (actionData && Object.keys(actionData.errors ?? {}).length) focusWrongField(submitted.current);
    // focusWrongField only records the form; the answer alone decides when this runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submitted.current = event.currentTarget;
    const problems = check(formInput(event.currentTarget));
    if (Object.keys(problems).length) {
      event.preventDefault();
      focusWrongField(event.currentTarget);
      setErrors(problems);
      setMessage(undefined);
    } else {
      setErrors({});
    }
  };
  /**
   * The form's onChange: a field with a message is checked again as it changes, and its message
   * goes once it is right (or becomes what is wrong now). A field with no message waits for the
   * submit: nobody wants to be told off while still typing. A message from the server (an e-mail
   * already taken) goes when its field changes, and the server judges the new value.
   */
  const recheckIn = (form: HTMLFormElement | null, name: string) => {
    if (!form || !errors[name]) return;
    const problem = check(formInput(form))[name];
    if (problem !== errors[name]) setErrors((current) => (problem ? { ...current, [name]: problem } : without(current, name)));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string') recheckIn(event.currentTarget, name);
  };
  /**
   * The same for a field that changes by other means than typing into an input (the photos, the
   * rich-text description): called once the form holds its new value (after the render).
   */
  const recheck = (name: string) => recheckIn(submitted.current, name);
  /** The value to start a field with after a failed submit that reloaded the page. */
  const initial = (name: string) => {
    const value = actionData?.values?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { errors, message, onSubmit, onChange, recheck, initial };
}

/** Stands for what a number box holds that is not a number: every number rule refuses it with its own message. */
const NOT_A_NUMBER = 'not a number';

/**
 * The form's values as its check reads them. A number box holding what is not a number ('1-2')
 * is sent by the browser as empty, which an optional field would take as "not given" and say
 * nothing: the check is given it as not a number, so the field's rule says what it wants.
 */
function formInput(form: HTMLFormElement) {
  const input = formToObject(new FormData(form));
  for (const field of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    if (field.name && field.validity.badInput) input[field.name] = NOT_A_NUMBER;
  }
  return input;
}

function without(errors: FieldErrors, name: string): FieldErrors {
  const rest = { ...errors };
  delete rest[name];
  return rest;
}
