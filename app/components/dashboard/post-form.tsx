// The create / update post form (admins): title, category, cover image and rich-text content.
// The shared schema checks it before submit; the server sanitizes the content, checks again and
// sends the admin to the post.
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { POST_CATEGORIES } from '../../lib/constants';
import type { FormFailure } from '../../lib/errors';
import { useT } from '../../lib/root-data';
import { postSchema } from '../../lib/schemas/post';
import { useValidatedForm } from '../../lib/use-validated-form';
import { RichTextEditor } from '../listing-form/rich-text-editor';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { CoverImageField } from './cover-image-field';

export interface PostFormValues {
  title: string;
  category: string;
  image: string | null;
  content: string;
}

export function PostForm({ post, actionData, mode }: { post?: PostFormValues; actionData?: FormFailure; mode: 'create' | 'update' }) {
  const t = useT();
  const { errors, message, onSubmit } = useValidatedForm(postSchema, actionData);
  const submitting = useNavigation().state === 'submitting';
  const [uploading, setUploading] = useState(false);
  // After a failed save the page comes back with what was sent (the content already cleaned).
  const sent = actionData?.values;
  const initial = (name: keyof PostFormValues) => {
    const value = sent ? sent[name] : post?.[name];
    return typeof value === 'string' ? value : '';
  };
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-4">
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
      <CoverImageField initialUrl={initial('image')} error={err('image')} onBusyChange={setUploading} />
      <RichTextEditor label={t('Content')} name="content" defaultValue={initial('content')} error={err('content')} />
      {message && <Alert>{t(message)}</Alert>}
      <Button type="submit" disabled={uploading || submitting} className="w-full sm:w-auto sm:self-start">
        {mode === 'create' ? (submitting ? t('Publishing...') : t('Publish')) : submitting ? t('Updating...') : t('Update post')}
      </Button>
    </Form>
  );
}
