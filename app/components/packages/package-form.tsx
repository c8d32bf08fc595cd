// The create and update package forms (admin): every field of spec section 5's package form,
// checked in the browser (useValidatedForm) with the same schema the server uses. After a
// failed save the page passes back what was typed, so nothing is lost.
import { Form } from 'react-router';
import type { FieldErrors } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { CheckboxField } from '../ui/checkbox-field';
import { TextAreaField } from '../ui/text-area-field';
import type { FormEvent } from 'react';

export interface PackageFormValues {
  title: string;
  price: string;
  features: string;
  listingLimit: string;
  durationDays: string;
  highlighted: boolean;
}

/** Form values from what the server sent back after a failure (strings, or the checkbox pair). */
export function valuesFromFailure(values: Record<string, unknown>): PackageFormValues {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const flag = values.highlighted;
  return {
    title: text('title'),
    price: text('price'),
    features: text('features'),
    listingLimit: text('listingLimit'),
    durationDays: text('durationDays'),
    highlighted: Array.isArray(flag) ? flag[flag.length - 1] === 'true' : flag === 'true',
  };
}

export function PackageForm({
  defaults,
  errors,
  onSubmit,
  onChange,
  busy,
  submitLabel,
  busyLabel,
  message,
}: {
  defaults: PackageFormValues;
  /** From useValidatedForm(packageInputSchema, ...): the browser's or the server's findings. */
  errors: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** useValidatedForm's: a message goes once its field is right. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** A refusal of the browser's check that no field shows (useValidatedForm's message). */
  message?: string;
}) {
  const t = useT();
  const err = (name: keyof PackageFormValues) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <Form method="post" preventScrollReset noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
      <TextField label={t('Title')} name="title" defaultValue={defaults.title} maxLength={50} error={err('title')} />
      <TextField label={t('Price (MMK)')} name="price" inputMode="decimal" defaultValue={defaults.price} error={err('price')} />
      <TextAreaField
        label={t('Features')}
        name="features"
        rows={3}
        defaultValue={defaults.features}
        hint={t('Separate features with commas.')}
        error={err('features')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('Listing limit')}
          name="listingLimit"
          inputMode="numeric"
          defaultValue={defaults.listingLimit}
          hint={t('-1 means unlimited listings.')}
          error={err('listingLimit')}
        />
        <TextField label={t('Duration (days)')} name="durationDays" inputMode="numeric" defaultValue={defaults.durationDays} error={err('durationDays')} />
      </div>
      <CheckboxField
        label={t('Highlighted (shown as the recommended plan)')}
        name="highlighted"
        sendUnchecked
        defaultChecked={defaults.highlighted}
        error={err('highlighted')}
      />
      {message && <Alert>{t(message)}</Alert>}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
