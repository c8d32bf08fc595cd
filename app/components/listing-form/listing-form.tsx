// The create / update / admin listing form. Conditional fields follow the property type
// (DESIGN.md); the same schema checks it here before submit and on the server after.
import { useEffect, useState, type FormEvent } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import type { ListingView } from '../../lib/views/listing-view';
import { CURRENCIES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, propertyStatusesFor, TOWNSHIPS } from '../../lib/constants';
import type { FormFailure } from '../../lib/errors';
import type { MapTiles } from '../../lib/views/map';
import { useRootData, useT } from '../../lib/root-data';
import { checkAdminListing, checkListing, checkListingUpdate, hidesLandArea, hidesLivingArea } from '../../lib/forms/listing';
import { useValidatedForm } from '../../lib/use-validated-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { RadioGroup } from '../ui/radio-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { ChatContactFields } from '../ui/chat-contact-fields';
import { PhotoMatchWarning } from '../duplicates/photo-match-warning';
import { ImageUploader } from './image-uploader';
import { PinField } from './pin-field';
import { PriceCheck } from './price-check';
import { initialQualityInput, QualityMeter } from './quality-meter';
import type { PriceRange } from '../../lib/quality-score';
import { RichTextEditor } from './rich-text-editor';
import { PastePost, ReadMark, useReadMarks } from './paste-post';
import { checkPastedPost } from '../../lib/forms/listing-draft';
import { READ_POST_INTENT, type PostMarks } from '../../lib/views/listing-draft';

export type ListingFormMode = 'create' | 'update' | 'admin';

const AMENITIES = [
  ['furnished', 'Furnished'],
  ['swimmingPool', 'Swimming pool'],
  ['gym', 'Gym'],
  ['parking', 'Parking'],
  ['generator', '24/7 backup generator'],
] as const;

/** A page's answer to the listing form: a failed save, or the form filled from a pasted post (with `marks`). */
export type ListingFormAnswer = FormFailure & { marks?: PostMarks };

type ListingFormProps = Parameters<typeof ListingFormBody>[0];

/**
 * The form, and the post it reads: a reading through the fetcher draws the form again from the
 * filled values the server sends (the same answer a page without JavaScript renders), so what
 * was typed in the other fields stays and the read fields show their marks.
 */
export function ListingForm({ draft, ...props }: Omit<ListingFormProps, 'onRead' | 'reading'> & { draft?: ListingFormAnswer }) {
  const reader = useFetcher<ListingFormAnswer>();
  // `draft`: what the form starts from (a post shared to the portal); only answers replace it.
  const [shown, setShown] = useState<{ answer?: ListingFormAnswer; key: number }>({ answer: props.actionData ?? draft, key: 0 });
  useEffect(() => {
    if (props.actionData) setShown((s) => (s.answer === props.actionData ? s : { answer: props.actionData, key: s.key }));
  }, [props.actionData]);
  useEffect(() => {
    const answer = reader.data;
    if (answer && reader.state === 'idle') setShown((s) => (s.answer === answer ? s : { answer, key: answer.marks ? s.key + 1 : s.key }));
  }, [reader.data, reader.state]);
  return <ListingFormBody key={shown.key} {...props} actionData={shown.answer} reading={reader.state !== 'idle'} onRead={(form) => reader.submit(form, { method: 'post' })} />;
}

function ListingFormBody({
  mode,
  listing,
  tiles,
  agents = [],
  actionData,
  disabled = false,
  priceRanges,
  changedAt,
  reading = false,
  onRead,
}: {
  mode: ListingFormMode;
  /** A pasted post is being read. */
  reading?: boolean;
  /** Sends the form with its post to be read (listing-form-page.server.ts). */
  onRead?: (form: FormData) => void;
  listing?: ListingView;
  /** The listing's last real change (ISO 8601), on the update form: the quality meter's freshness counts from it. */
  changedAt?: string;
  /** The map's tiles (MAP_TILE_URL), from the page's loader. */
  tiles: MapTiles;
  agents?: { _id: string; name: string }[];
  actionData?: ListingFormAnswer;
  /** Dimmed under the package dialog, and inert: a keyboard cannot reach it any more than a tap. */
  disabled?: boolean;
  /** The townships' price ranges (domain/quality/price-ranges.server.ts): given, the form shows the live quality score. */
  priceRanges?: Record<string, PriceRange>;
}) {
  const t = useT();
  const { user, lang } = useRootData();
  const isAdmin = !!user?.isAdmin;
  const { errors, message, onSubmit, onChange, recheck } = useValidatedForm(mode === 'admin' ? checkAdminListing : mode === 'update' ? checkListingUpdate : checkListing, actionData);
  const submitting = useNavigation().state === 'submitting';
  const [uploading, setUploading] = useState(false);

  // After a failed save without JavaScript, the page comes back with what was sent.
  const sent = actionData?.values;
  const initial = (name: string, fallback?: unknown) => {
    const v = sent ? sent[name] : fallback;
    return v === undefined || v === null ? '' : String(v);
  };
  const checked = (name: keyof ListingView) => (sent ? sent[name] === 'on' : !!listing?.[name]);
  const initialImages = sent ? [sent.imageUrls ?? []].flat().map(String) : (listing?.imageUrls ?? []);

  const [photoUrls, setPhotoUrls] = useState(initialImages);
  const [propertyType, setPropertyType] = useState(initial('propertyType', listing?.propertyType));
  const [type, setType] = useState(initial('type', listing?.type ?? 'rent'));
  const [township, setTownship] = useState(initial('township', listing?.township));
  // Price and rooms start empty on a new listing: a guessed value (it used to be 1 MMK, 1 bed) was
  // too easily published unread. Who lists it is known from the account: an agent's new listing
  // is an agent's, anyone else's an owner's (an admin posting for an agent chooses).
  const accountKind = mode === 'create' && user ? (user.role === 'agent' ? 'Agent' : 'Owner') : undefined;
  const [status, setStatus] = useState(initial('status', listing?.status ?? accountKind));
  const [offer, setOffer] = useState(sent ? sent.offer === 'on' : !!listing?.offer);
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const pastes = mode !== 'update';
  const mark = useReadMarks(actionData?.marks);
  const [postError, setPostError] = useState<string>();

  // "Read the post" checks only the post, as the server does, and reads it without leaving the page.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') !== READ_POST_INTENT) return onSubmit(event);
    event.preventDefault();
    const form = new FormData(event.currentTarget, submitter);
    const problem = checkPastedPost({ post: form.get('post') }).post;
    setPostError(problem);
    if (!problem) onRead?.(form);
  };

  return (
    <Form method="post" noValidate onSubmit={submit} onChange={onChange} className={`grid gap-6 lg:grid-cols-2 ${disabled ? 'opacity-50' : ''}`} inert={disabled || undefined}>
      {pastes && <PastePost initial={initial('post')} error={postError ? t(postError) : err('post')} reading={reading} open={!!sent?.post || !!errors.post} />}
      <div className="flex flex-col gap-4">
        {mode === 'admin' && (
          <SelectField label={t('Agent')} name="userRef" placeholder={t('Choose an agent')} options={agents.map((a) => ({ value: a._id, label: a.name }))} defaultValue={initial('userRef', listing?.userRef)} error={err('userRef')} />
        )}
        <TextField label={t('Title')} name="name" maxLength={150} defaultValue={initial('name', listing?.name)} error={err('name')} />
        <RichTextEditor label={t('Description')} name="description" defaultValue={initial('description', listing?.description)} error={err('description')} onEdit={() => recheck('description')} />
        <TextField label={t('Address')} name="address" autoComplete="street-address" defaultValue={initial('address', listing?.address)} error={err('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField lineUp label={t('Township')} name="township" hint={mark('township')} placeholder={t('Choose a township')} value={township} onChange={(e) => setTownship(e.target.value)} error={err('township')} options={TOWNSHIPS.map((ts) => ({ value: ts.slug, label: lang === 'my' ? ts.my : ts.en }))} />
          <SelectField lineUp label={t('Property type')} name="propertyType" hint={mark('propertyType')} placeholder={t('Choose a type')} value={propertyType} onChange={(e) => setPropertyType(e.target.value)} error={err('propertyType')} options={PROPERTY_TYPES.map((p) => ({ value: p, label: t(PROPERTY_TYPE_LABELS[p]) }))} />
        </div>
        <PinField tiles={tiles} township={township} initial={{ latitude: initial('latitude', listing?.latitude), longitude: initial('longitude', listing?.longitude) }} error={err('latitude')} />
        <RadioGroup legend={t('Listing for')} name="type" value={type} onChange={setType} options={[{ value: 'rent', label: t('Rent') }, { value: 'sale', label: t('Sale') }]} />
        <ReadMark note={mark('type')} />
        <RadioGroup legend={t('Listed by')} name="status" value={status} onChange={setStatus} error={err('status')} options={[{ value: 'Agent', label: t('Agent') }, { value: 'Owner', label: t('Owner') }]} />
        {mode !== 'create' && listing && (
          <SelectField label={t('Property status')} name="propertyStatus" defaultValue={initial('propertyStatus', listing.propertyStatus)} options={propertyStatusesFor(type).map((s) => ({ value: s, label: t(s) }))} error={err('propertyStatus')} />
        )}
      </div>

      <div className="flex flex-col gap-4">
        {!hidesLivingArea(propertyType) && (
          <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-fg">{t('Amenities')}</legend>
            {AMENITIES.map(([name, label]) => (
              <CheckboxField key={name} name={name} label={t(label)} hint={mark(name)} defaultChecked={checked(name)} />
            ))}
          </fieldset>
        )}
        <div className="grid grid-cols-2 gap-4">
          {!hidesLivingArea(propertyType) && (
            <>
              <TextField lineUp label={t('Living area (sq ft)')} name="squareFeet" hint={mark('squareFeet')} type="number" inputMode="numeric" min={200} max={1_000_000} defaultValue={initial('squareFeet', listing?.squareFeet)} error={err('squareFeet')} />
              <TextField lineUp label={t('Bedrooms')} name="bedrooms" hint={mark('bedrooms')} type="number" inputMode="numeric" min={0} max={100} defaultValue={initial('bedrooms', listing?.bedrooms)} error={err('bedrooms')} />
              <TextField lineUp label={t('Bathrooms')} name="bathrooms" hint={mark('bathrooms')} type="number" inputMode="numeric" min={0} max={100} defaultValue={initial('bathrooms', listing?.bathrooms)} error={err('bathrooms')} />
            </>
          )}
          {!hidesLandArea(propertyType) && (
            <TextField lineUp label={t('Land area (sq ft)')} name="landSquareFeet" hint={mark('landSquareFeet')} type="number" inputMode="numeric" min={0} max={10_000_000} defaultValue={initial('landSquareFeet', listing?.landSquareFeet)} error={err('landSquareFeet')} />
          )}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <TextField lineUp label={type === 'rent' ? t('Price (per month)') : t('Price')} name="regularPrice" hint={mark('regularPrice')} type="number" inputMode="decimal" min={1} max={10_000_000} step="any" defaultValue={initial('regularPrice', listing?.regularPrice)} error={err('regularPrice')} />
          <SelectField lineUp label={t('Currency')} name="currency" hint={mark('currency')} defaultValue={initial('currency', listing?.currency ?? 'USD')} options={CURRENCIES.map((c) => ({ value: c, label: t(c) }))} />
        </div>
        <PriceCheck error={err('priceConfirmed')} sent={sent} onSettle={() => recheck('priceConfirmed')} />
        {isAdmin && (
          <>
            <CheckboxField name="offer" label={t('Premium Ad')} checked={offer} onChange={(e) => setOffer(e.target.checked)} />
            {offer && <TextField label={t('Discount price')} name="discountPrice" type="number" inputMode="decimal" min={0} max={10_000_000} step="any" defaultValue={initial('discountPrice', listing?.discountPrice)} error={err('discountPrice')} />}
          </>
        )}
        <TextField label={t('Phone')} name="phone" hint={mark('phone')} type="tel" autoComplete="tel" defaultValue={initial('phone', listing?.phone)} error={err('phone')} />
        <ChatContactFields initial={(name) => initial(name, listing?.[name])} err={err} />
        <ImageUploader initialUrls={initialImages} error={err('imageUrls')} onBusyChange={setUploading} onPhotosChange={() => recheck('imageUrls')} onUrlsChange={setPhotoUrls} />
        <PhotoMatchWarning urls={photoUrls} listingId={listing?._id} />
        {priceRanges && <QualityMeter initial={initialQualityInput(listing, priceRanges, changedAt)} ranges={priceRanges} saved={listing && changedAt ? { listing, changedAt } : undefined} />}
        {message && <Alert>{t(message)}</Alert>}
        <Button type="submit" disabled={disabled || uploading || submitting} className="w-full">
          {submitting ? t(mode === 'update' ? 'Updating...' : 'Creating...') : t(mode === 'update' ? 'Update Listing' : 'Create Listing')}
        </Button>
      </div>
    </Form>
  );
}
