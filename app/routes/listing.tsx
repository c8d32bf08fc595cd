// /listing/:listingId: a listing with everything that hangs off it. The loader gathers the data
// (domain/listings/listing-page.server.ts). Its forms (a message to the lister, a review,
// deleting one's review) post to this page's action by intent
// (domain/listings/listing-page-forms.server.ts); only the view counter calls /api.
import { effectivePrice, formatPrice } from '../lib/format-price';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { lazy, type CSSProperties } from 'react';
import { BackButton } from '../components/listing/back-button';
import { ContactBar } from '../components/listing/contact-bar';
import { ContactForm } from '../components/listing/contact-form';
import { Description } from '../components/listing/description';
import { FeatureList } from '../components/listing/feature-list';
import { Gallery } from '../components/listing/gallery';
import { ListedByCard } from '../components/listing/listed-by-card';
import { ListingSummary } from '../components/listing/listing-summary';
import { PriceHistory } from '../components/listing/price-history';
import { ReportDisclosure } from '../components/listing/report-disclosure';
import { PlaceMap } from '../components/listing/place-map';
import { Reviews } from '../components/listing/reviews';
import { SimilarListings } from '../components/listing/similar-listings';
import { ShareButtons } from '../components/ui/share-buttons';
import { getSessionUser } from '../domain/auth/session.server';
import { loadListingPage } from '../domain/listings/listing-page.server';
import { priceComparisonFor } from '../domain/insights/listing-price-comparison.server';
import { PriceComparisonNote } from '../components/insights/price-comparison';
import { listingPageStep } from '../domain/listings/listing-page-forms.server';
import { getPackageStatus } from '../domain/packages/subscriptions.server';
import { responseStats } from '../domain/enquiries/response-stats.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { coverOf, withPhotoBytes } from '../lib/held-photo';
import { formAction } from '../server-lib/form-action.server';
import { keepNetworkFailureInPlace } from '../lib/network-failure';
import { plainTextStart } from '../lib/plain-text';
import { absoluteImageUrl } from '../lib/media-url';
import { breadcrumbJsonLd, listingJsonLd } from '../lib/structured-data';
import { addStructuredData } from '../server-lib/structured-data.server';
import { publicOrigin } from '../server-lib/public-origin.server';
import { mapTiles } from '../server-lib/map-tiles.server';
import { useRootData, useT } from '../lib/root-data';
import { notFoundTitle } from '../lib/page-title';

// What only the lister, a moderator, or a visitor of a closed home sees: loaded for them alone,
// not with every visitor's first visit. With no Suspense boundary of their own, a move to such a
// page waits for them rather than showing the page without them and then moving it.
const ClosedListing = lazy(() => import('../components/listing/closed-listing').then((module) => ({ default: module.ClosedListing })));
const HiddenNotice = lazy(() => import('../components/listing/hidden-notice').then((module) => ({ default: module.HiddenNotice })));
const OwnerPanel = lazy(() => import('../components/listing/owner-panel').then((module) => ({ default: module.OwnerPanel })));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request);
  const [page, priceComparison] = await Promise.all([loadListingPage({ id: params.listingId ?? '', viewer }), priceComparisonFor({ listingId: params.listingId ?? '' })]);
  // The root ErrorBoundary shows the 404 page for this.
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  // The lister sees their listing's state and the way to edit it instead of the forms others
  // get; only they pay for the package lookup, after the listing has named its owner.
  const ownListing = !!viewer && viewer.id === page.listing.userRef;
  const [ownerPackage, responsiveness, photoBytes] = await Promise.all([
    ownListing ? getPackageStatus({ userId: viewer.id }) : null,
    responseStats({ listerId: page.listing.userRef }),
    // With the data saver on, each photo waits for a tap that names its size (lib/held-photo.ts).
    heldPhotoBytes(request, [...page.listing.imageUrls, ...page.similar.map(coverOf)]),
  ]);
  // Share links and previews need an absolute address: the site's own, never the request's Host.
  const origin = publicOrigin();
  const shareUrl = `${origin}/listing/${page.listing._id}`;
  const text = plainTextStart(page.listing.description, 500);
  const { listing, township } = page;
  addStructuredData(context, () => [
    listingJsonLd({ listing, text, township: township.en, origin, url: shareUrl }),
    breadcrumbJsonLd(origin, [
      ['Yangon Homes', '/'],
      [township.en, `/search?township=${encodeURIComponent(listing.township)}`],
      [listing.name, `/listing/${listing._id}`],
    ]),
  ]);
  return {
    ...page,
    similar: withPhotoBytes(page.similar, photoBytes, coverOf),
    ...(photoBytes && { photoBytes }),
    priceComparison,
    ownerPackage,
    responsiveness,
    origin,
    shareUrl,
    summary: text.slice(0, 160),
    tiles: mapTiles(),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return formAction(request, (intent) => listingPageStep({ intent, request, listingId: params.listingId ?? '', sender: context.ip }));
}

export const clientAction = keepNetworkFailureInPlace;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle(matches) }];
  const { listing, summary, shareUrl, origin, township } = data;
  const cover = listing.imageUrls[0];
  const title = `${listing.name} · Yangon Homes`;
  // A shared link's preview (Facebook, Viber, Telegram) leads with what a reader decides on: the
  // price and the township, in English, the language crawlers read.
  const price = `${formatPrice(effectivePrice(listing), listing.currency)}${listing.type === 'rent' ? ' / month' : ''}`;
  const preview = `${price} · ${township.en} · ${summary}`;
  return [
    { title },
    { name: 'description', content: summary },
    // Only its lister and admins open a hidden listing: no engine should keep it.
    ...(data.hidden ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: shareUrl },
    { property: 'og:title', content: listing.name },
    { property: 'og:description', content: preview },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: shareUrl },
    { property: 'og:site_name', content: 'Yangon Homes' },
    { name: 'twitter:card', content: cover ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: listing.name },
    { name: 'twitter:description', content: preview },
    ...(cover ? [{ property: 'og:image', content: absoluteImageUrl(origin, cover) }, { name: 'twitter:image', content: absoluteImageUrl(origin, cover) }] : []),
  ];
};

// The wide screen's columns (see ListingPage): the side column 22rem, 2rem of gutter.
const MAIN_COLUMN_WIDTH = 'lg:w-[calc(100%-24rem)]';
const MAIN_COLUMN = `lg:float-left lg:clear-left ${MAIN_COLUMN_WIDTH}`;
const SIDE_COLUMN = 'lg:float-right lg:clear-right lg:w-[22rem]';

/**
 * The height the reviews stand for until drawn (app.css, render-when-near): a little more than
 * they take, the heading and the form or its invitation and then each review (142-415 px for
 * none to three reviews on the demo listings, phone to laptop, English and Burmese).
 */
const reviewsDrawnHeight = (reviews: number) => ({ '--drawn-height': `${320 + 130 * reviews}px` }) as CSSProperties;

export default function ListingPage() {
  const data = useLoaderData<typeof loader>();
  const { lang } = useRootData();
  const t = useT();
  const { listing } = data;
  const townshipName = lang === 'my' ? data.township.my : data.township.en;
  const closed = listing.propertyStatus !== 'Still Available';
  const contactable = !data.ownerPackage && !closed;

  // One column on a phone, in reading order: photos, then what and how much, then the rest.
  // Two on a wide screen: the summary and lister beside the photos, so the title, price and key
  // facts are in the first screen of a 1366 x 768 laptop; the details and the contact form below.
  // The two columns are floats, not grid rows: a grid row is as tall as its taller cell, so the
  // details waited under the photos for the summary to end (220 px of nothing in English, 450 in
  // Burmese). Floats keep the reading order of a phone and let each column flow on its own.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <BackButton />
      {data.hidden && <HiddenNotice hidden={data.hidden} />}
      <div className="mt-3 grid gap-6 lg:flow-root">
        <div className={`min-w-0 ${MAIN_COLUMN}`}>
          <Gallery key={listing._id} images={listing.imageUrls} title={listing.name} status={listing.propertyStatus} />
        </div>
        <div className={`flex min-w-0 flex-col gap-6 ${SIDE_COLUMN}`}>
          <ListingSummary key={listing._id} listing={listing} townshipName={townshipName} own={!!data.ownerPackage} priceReduced={data.prices.reduced} />
          {data.priceComparison && <PriceComparisonNote comparison={data.priceComparison} />}
          {data.ownerPackage && <OwnerPanel listing={listing} packageStatus={data.ownerPackage} />}
          {/* Gone: the homes like it one can still have, where the ways to call were. */}
          {!data.ownerPackage && closed && <ClosedListing status={listing.propertyStatus} type={listing.type} township={listing.township} similar={data.similar} />}
          <ListedByCard
            closed={closed}
            lister={data.lister}
            sellerStatus={listing.status}
            listerEmail={data.listerEmail}
            listingName={listing.name}
            listingId={data.ownerPackage ? undefined : listing._id}
            responsiveness={data.responsiveness}
          />
        </div>
        <div className={`flex min-w-0 flex-col gap-6 lg:mt-6 ${MAIN_COLUMN}`}>
          <ShareButtons url={data.shareUrl} title={listing.name} label={t('Share this listing')} />
          <FeatureList listing={listing} />
          <PriceHistory history={data.prices.history} rent={listing.type === 'rent'} />
          <Description html={listing.description} />
          <PlaceMap key={listing._id} latitude={listing.latitude} longitude={listing.longitude} title={listing.name} tiles={data.tiles} />
          {!data.ownerPackage && !data.hidden && <ReportDisclosure target="listing" />}
        </div>
        {contactable && (
          <section aria-labelledby="contact-heading" className={`min-w-0 rounded-xl border border-line bg-surface p-4 lg:mt-6 ${SIDE_COLUMN}`}>
            <h2 id="contact-heading" className="mb-3 scroll-mt-20 text-lg font-semibold text-fg">
              {t('Contact the lister')}
            </h2>
            <ContactForm key={listing._id} property={{ id: listing._id, title: listing.name }} recipient={data.lister.name} phone rows={4} />
          </section>
        )}
      </div>
      {/* The reviews and the similar listings start 2,500 px down a phone's page or more (the demo
          listings): drawn when scrolled near (app.css), so that the layouts while the
          page comes alive leave them out. Each stands until then for a little more than it takes. */}
      <div className={`render-when-near ${MAIN_COLUMN_WIDTH}`} style={reviewsDrawnHeight(data.reviews?.reviews.length ?? 0)}>
        <Reviews key={listing._id} listingId={listing._id} data={data.reviews} signedIn={data.viewer.signedIn} ownListing={!!data.ownerPackage} reportable={!data.hidden} />
      </div>
      {!closed && (
        <div className={data.similar.length ? 'render-when-near [--drawn-height:2000px] sm:[--drawn-height:1000px] lg:[--drawn-height:500px]' : undefined}>
          <SimilarListings listings={data.similar} />
        </div>
      )}
      {contactable && <ContactBar phone={listing.phone} />}
    </div>
  );
}
