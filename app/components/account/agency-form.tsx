// The Update Agency form (spec section 5, Agent form): name, rich-text description, address,
// phone, Facebook link and 1 to 8 photos. For one's own agency (/update-agent) and, in admin
// mode, for any agent (/update-agent-by-admin/:userId), which adds the priority that orders the
// agent list: only an admin may set it. The admin's page shows its own success message.
import { useState } from 'react';
import { Form, useNavigation, Link } from 'react-router';
import type { AgencyView } from '../../lib/views/agent-view';
import type { FormFailure } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { AGENCY_MESSAGES, checkAdminAgency, checkAgency } from '../../lib/forms/agency';
import { useValidatedForm } from '../../lib/use-validated-form';
import { RichTextEditor } from '../listing-form/rich-text-editor';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ChatContactFields } from '../ui/chat-contact-fields';
import { TextField } from '../ui/text-field';
import { LIMITS } from '../../lib/constants';
import { ImageUploader } from '../listing-form/image-uploader';

export type AgencyActionData = (FormFailure & { ok?: undefined }) | { ok: true; message: string };

export function AgencyForm({
  agency,
  agentId,
  actionData,
  admin = false,
}: {
  agency: AgencyView | null;
  agentId: string;
  actionData?: AgencyActionData;
  admin?: boolean;
}) {
  const t = useT();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { errors, message, onSubmit, onChange, recheck } = useValidatedForm(admin ? checkAdminAgency : checkAgency, failure);
  const submitting = useNavigation().state === 'submitting';
  const [uploading, setUploading] = useState(false);
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  // After a failed save the form comes back with what was sent, photos included.
  const sent = failure?.values;
  const initial = (name: keyof AgencyView, fallback: unknown = '') => {
    const value = sent ? sent[name] : (agency?.[name] ?? fallback);
    return value === undefined || value === null ? '' : String(value);
  };
  const initialImages = sent ? [sent.imageUrls ?? []].flat().map(String) : (agency?.imageUrls ?? []);

  return (
    <Form method="post" preventScrollReset noValidate onSubmit={onSubmit} onChange={onChange} className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <TextField label={t('Agency name')} name="name" maxLength={100} autoComplete="organization" defaultValue={initial('name')} error={err('name')} />
        <RichTextEditor label={t('Description')} name="description" defaultValue={initial('description')} error={err('description')} onEdit={() => recheck('description')} />
        <TextField label={t('Address')} name="address" autoComplete="street-address" defaultValue={initial('address')} error={err('address')} />
        <TextField label={t('Phone')} name="phone" type="tel" autoComplete="tel" maxLength={100} defaultValue={initial('phone')} error={err('phone')} />
        <ChatContactFields initial={initial} err={err} />
        <TextField
          label={t('Facebook link')}
          name="facebook"
          type="url"
          inputMode="url"
          maxLength={200}
          placeholder="https://facebook.com/your-agency"
          defaultValue={initial('facebook')}
          error={err('facebook')}
        />
        {admin && (
          <TextField
            label={t('Priority')}
            name="priority"
            type="number"
            inputMode="numeric"
            step={1}
            hint={t('Agents with a higher priority are listed first on the agent list.')}
            defaultValue={initial('priority', 0)}
            error={err('priority')}
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <ImageUploader
          initialUrls={initialImages}
          max={LIMITS.agentImagesMax}
          messages={{ tooMany: AGENCY_MESSAGES.tooManyImages, failed: AGENCY_MESSAGES.uploadFailed }}
          error={err('imageUrls')}
          onBusyChange={setUploading}
          onPhotosChange={() => recheck('imageUrls')}
        />
        {actionData?.ok && (
          <Alert tone="success">
            {t(actionData.message)}{' '}
            <Link to={`/agent/${agentId}`} className="font-semibold underline">
              {t('View agency page')}
            </Link>
          </Alert>
        )}
        {message && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={uploading || submitting} className="w-full">
          {admin ? (submitting ? t('Updating...') : t('Update Agent')) : submitting ? t('Saving...') : t('Update Agency')}
        </Button>
      </div>
    </Form>
  );
}
