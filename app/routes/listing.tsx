// /listing/:listingId: a listing with everything that hangs off it. The loader gathers the data
// (domain/listings/listing-page.server.ts); calls the page makes after hydration (views,
// reviews, contact) go to the /api routes, the same ones other clients use.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BackButton } from '../components/listing/back-button';
import { ContactForm } from '../components/listing/contact-form';
import { Description } from '../components/listing/description';
import { FeatureList } from '../components/listing/feature-list';
import { Gallery } from '../components/listing/gallery';
import { ListedByCard } from '../components/listing/listed-by-card';
import { ListingSummary } from '../components/listing/listing-summary';
import { Reviews } from '../components/listing/reviews';
import { SimilarListings } from '../components/listing/similar-listings';
import { ShareButtons } from '../components/ui/share-buttons';
import { getSessionUser } from '../domain/auth/session.server';
import { loadListingPage } from '../domain/listings/listing-page.server';
import { plainText } from '../lib/plain-text';
import { publicOrigin } from '../lib/public-origin.server';
import { useRootData, useT } from '../lib/root-data';
import { notFoundTitle } from '../lib/page-title';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request);
  const page = await loadListingPage({ id: params.listingId ?? '', viewer });
  // The root ErrorBoundary shows the 404 page for this.
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  // Share links and previews need an absolute address: the site's own, never the request's Host.
  const origin = publicOrigin();
  return {
    ...page,
    origin,
    shareUrl: `${origin}/listing/${page.listing._id}`,
    summary: plainText(page.listing.description).slice(0, 160),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle(matches) }];
  const { listing, summary, shareUrl, origin } = data;
  const cover = listing.imageUrls[0];
  const title = `${listing.name} · Yangon Homes`;
  // Open Graph tags give Facebook, Viber and Telegram a proper preview of a shared link.
  return [
    { title },
    { name: 'description', content: summary },
    { property: 'og:title', content: listing.name },
    { property: 'og:description', content: summary },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: shareUrl },
    ...(cover ? [{ property: 'og:image', content: cover.startsWith('/') ? `${origin}${cover}` : cover }] : []),
  ];
};

export default function ListingPage() {
  const data = useLoaderData<typeof loader>();
  const { lang } = useRootData();
  const t = useT();
  const { listing } = data;
  const townshipName = lang === 'my' ? data.township.my : data.township.en;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 sm:pt-6">
      <BackButton />
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <Gallery key={listing._id} images={listing.imageUrls} title={listing.name} status={listing.propertyStatus} />
          <ShareButtons url={data.shareUrl} title={listing.name} label={t('Share this listing')} />
          <ListingSummary key={listing._id} listing={listing} townshipName={townshipName} initialViews={data.views} />
          <FeatureList listing={listing} />
          <Description html={listing.description} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <ListedByCard lister={data.lister} sellerStatus={listing.status} listerEmail={data.listerEmail} listingName={listing.name} />
          <section aria-labelledby="contact-heading" className="rounded-xl border border-line bg-surface p-4">
            <h2 id="contact-heading" className="mb-3 text-lg font-semibold text-fg">
              {t('Contact the lister')}
            </h2>
            <ContactForm key={listing._id} property={{ id: listing._id, title: listing.name }} phone rows={4} />
          </section>
        </aside>
      </div>
      <Reviews key={listing._id} listingId={listing._id} data={data.reviews} signedIn={data.viewer.signedIn} />
      <SimilarListings listings={data.similar} />
    </div>
  );
}
