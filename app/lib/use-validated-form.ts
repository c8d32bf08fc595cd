// The browser half of every page form: the form's check (lib/forms/*.ts, which the server's
// schema runs first too) finds what is wrong before the input is sent, and the server's answer
// (actionData) is shown in the same places when it comes back.
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldErrors, FormFailure } from './errors';
import type { FormCheck } from './forms/rules';
import { formToObject } from './validation';

export function useValidatedForm(check: FormCheck, actionData: FormFailure | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [message, setMessage] = useState<string | undefined>(actionData?.message);
  useEffect(() => {
    setErrors(actionData?.errors ?? {});
    setMessage(actionData?.message);
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problems = check(formToObject(new FormData(event.currentTarget)));
    if (Object.keys(problems).length) {
      event.preventDefault();
      setErrors(problems);
      setMessage(undefined);
    } else {
      setErrors({});
    }
  };
  /** The value to start a field with after a failed submit that reloaded the page. */
  const initial = (name: string) => {
    const value = actionData?.values?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { errors, message, onSubmit, initial };
}
