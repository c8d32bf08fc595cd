// The create / update post form (admins): title, category, cover image and rich-text content.
// The shared schema checks it before submit; the server sanitizes the content, checks again and
// sends the admin to the post. The cover uploads as soon as it is chosen; Publish waits for it
// and refuses, with a message beside the button, while a chosen cover failed to upload.
import { useEffect, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { POST_CATEGORIES } from '../../lib/constants';
import type { FormFailure } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { checkPost } from '../../lib/forms/post';
import { useValidatedForm } from '../../lib/use-validated-form';
import { RichTextEditor } from '../listing-form/rich-text-editor';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { CoverImageField, type CoverState } from './cover-image-field';

const COVER_NOT_UPLOADED = 'The chosen cover image is not uploaded. Try again, or cancel it to publish without a cover.';

export interface PostFormValues {
  title: string;
  category: string;
  image: string | null;
  content: string;
}

export function PostForm({ post, actionData, mode }: { post?: PostFormValues; actionData?: FormFailure; mode: 'create' | 'update' }) {
  const t = useT();
  const { errors, message, onSubmit, onChange, recheck } = useValidatedForm(checkPost, actionData);
  const submitting = useNavigation().state === 'submitting';
  const [cover, setCover] = useState<CoverState>({ uploading: false, notUploaded: false });
  const [coverMessage, setCoverMessage] = useState<string | undefined>();
  // Retried or cancelled: the refusal no longer holds.
  useEffect(() => {
    if (!cover.notUploaded) setCoverMessage(undefined);
  }, [cover.notUploaded]);
  // After a failed save the page comes back with what was sent (the content already cleaned).
  const sent = actionData?.values;
  const initial = (name: keyof PostFormValues) => {
    const value = sent ? sent[name] : post?.[name];
    return typeof value === 'string' ? value : '';
  };
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (cover.notUploaded) {
      event.preventDefault();
      setCoverMessage(COVER_NOT_UPLOADED);
    }
  };
  const idleLabel = mode === 'create' ? t('Publish') : t('Update post');
  const busyLabel = mode === 'create' ? t('Publishing...') : t('Updating...');

  return (
    <Form method="post" noValidate onSubmit={submit} onChange={onChange} className="flex max-w-3xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <TextField label={t('Title')} name="title" maxLength={200} required defaultValue={initial('title')} error={err('title')} />
        <SelectField
          label={t('Category')}
          name="category"
          defaultValue={initial('category') || 'Uncategorized'}
          error={err('category')}
          options={POST_CATEGORIES.map((c) => ({ value: c, label: t(c) }))}
        />
      </div>
      <CoverImageField initialUrl={initial('image')} error={err('image')} onStateChange={setCover} />
      <RichTextEditor label={t('Content')} name="content" defaultValue={initial('content')} error={err('content')} onEdit={() => recheck('content')} />
      {message && <Alert>{t(message)}</Alert>}
      {coverMessage && <Alert>{t(coverMessage)}</Alert>}
      <Button type="submit" disabled={cover.uploading || submitting} className="w-full sm:w-auto sm:self-start">
        {cover.uploading ? t('Uploading image') : submitting ? busyLabel : idleLabel}
      </Button>
    </Form>
  );
}
