// The admin's form for one agent (spec: /update-agent-by-admin/:userId): the agency fields,
// up to 8 photos, and the priority that orders the agent list (higher first).
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AgentForAdmin } from '../../domain/admin/update-agent-by-admin.server';
import { LIMITS } from '../../lib/constants';
import type { FormFailure } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { adminAgentSchema } from '../../lib/schemas/admin-agent';
import { useValidatedForm } from '../../lib/use-validated-form';
import { ImageUploader } from '../listing-form/image-uploader';
import { RichTextEditor } from '../listing-form/rich-text-editor';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

export function AdminAgentForm({ profile, actionData }: { profile: AgentForAdmin['profile']; actionData?: FormFailure }) {
  const t = useT();
  const { errors, message, onSubmit } = useValidatedForm(adminAgentSchema, actionData);
  const submitting = useNavigation().state === 'submitting';
  const [uploading, setUploading] = useState(false);
  const sent = actionData?.values;
  const initial = (name: string, fallback: unknown) => {
    const value = sent ? sent[name] : fallback;
    return value === undefined || value === null ? '' : String(value);
  };
  const images = sent ? [sent.imageUrls ?? []].flat().map(String) : (profile?.imageUrls ?? []);
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <TextField label={t('Agency name')} name="name" maxLength={100} defaultValue={initial('name', profile?.name)} error={err('name')} />
        <RichTextEditor label={t('Description')} name="description" defaultValue={initial('description', profile?.description)} error={err('description')} />
        <TextField label={t('Address')} name="address" autoComplete="street-address" defaultValue={initial('address', profile?.address)} error={err('address')} />
        <TextField label={t('Phone')} name="phone" type="tel" defaultValue={initial('phone', profile?.phone)} error={err('phone')} />
        <TextField label={t('Facebook link')} name="facebook" type="url" inputMode="url" placeholder="https://facebook.com/..." defaultValue={initial('facebook', profile?.facebook)} error={err('facebook')} />
        <TextField
          label={t('Priority')}
          name="priority"
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={initial('priority', profile?.priority ?? 0)}
          hint={t('Agents with a higher priority are listed first on the agent list.')}
          error={err('priority')}
        />
      </div>
      <div className="flex flex-col gap-4">
        <ImageUploader initialUrls={images} max={LIMITS.agentImagesMax} error={err('imageUrls')} onBusyChange={setUploading} />
        {message && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={uploading || submitting} className="w-full">
          {submitting ? t('Updating...') : t('Update Agent')}
        </Button>
      </div>
    </Form>
  );
}
