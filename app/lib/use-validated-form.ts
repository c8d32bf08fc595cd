// The browser half of every page form: the same schema checks the input before it is sent,
// and the server's answer (actionData) is shown in the same places when it comes back.
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors, FormFailure } from './errors';
import { formToObject, validate } from './validation';

export function useValidatedForm(schema: z.ZodType, actionData: FormFailure | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(actionData?.errors ?? {});
  const [message, setMessage] = useState<string | undefined>(actionData?.message);
  useEffect(() => {
    setErrors(actionData?.errors ?? {});
    setMessage(actionData?.message);
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validate(schema, formToObject(new FormData(event.currentTarget)));
    if (!result.ok) {
      event.preventDefault();
      setErrors(result.errors);
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
