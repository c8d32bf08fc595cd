// JSON-LD for search engines: a listing as a schema.org RealEstateListing with its
// offer and the place it offers, an agency as a RealEstateAgent, a blog post as a BlogPosting,
// and each page's breadcrumbs. Typed against schema.org's own vocabulary (schema-dts, generated
// from schema.org's definitions): a property schema.org does not define for a type, or a value
// of the wrong kind, fails the type check. Loaders hand these to the page's <head>
// (server-lib/structured-data.server.ts), so this module never reaches the browser.
import type { Accommodation, BlogPosting, BreadcrumbList, Place, PostalAddress, RealEstateAgent, RealEstateListing, WithContext } from 'schema-dts';
import type { AgentPageData } from './views/agent-page';
import type { ListingView } from './views/listing-view';
import type { PostView } from './views/post-view';
import { effectivePrice, inIsoCurrency } from './format-price';
import { absoluteImageUrl, absoluteUrl } from './media-url';
import { plainTextStart } from './plain-text';

/** What kind of place schema.org calls each building; land and the rest are a Place. */
const BUILDING_TYPES = { apartment: 'Apartment', condo: 'Apartment', house: 'SingleFamilyResidence' } as const;

/** The place a listing offers, with what schema.org lets each kind of place say. */
function placeOf(listing: ListingView, township: string): Accommodation | Place {
  const address: PostalAddress = { '@type': 'PostalAddress', streetAddress: listing.address, addressLocality: township, addressRegion: 'Yangon', addressCountry: 'MM' };
  const building = BUILDING_TYPES[listing.propertyType as keyof typeof BUILDING_TYPES];
  if (!building) {
    const plot = listing.landSquareFeet ?? listing.squareFeet;
    return {
      '@type': 'Place',
      name: listing.name,
      address,
      ...(plot ? { additionalProperty: { '@type': 'PropertyValue', name: 'area', value: plot, unitCode: 'FTK', unitText: 'sq ft' } } : {}),
    };
  }
  return {
    '@type': building,
    name: listing.name,
    address,
    ...(listing.squareFeet ? { floorSize: { '@type': 'QuantitativeValue', value: listing.squareFeet, unitCode: 'FTK', unitText: 'sq ft' } } : {}),
    ...(listing.bedrooms !== null ? { numberOfBedrooms: listing.bedrooms } : {}),
    ...(listing.bathrooms !== null ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
  };
}

/** A price as schema.org wants it: a number and an ISO 4217 currency (a price in lakh is in kyat). */
function priceOf(listing: Pick<ListingView, 'offer' | 'regularPrice' | 'discountPrice' | 'currency'>) {
  const { amount, currency } = inIsoCurrency(effectivePrice(listing), listing.currency);
  return { price: amount, priceCurrency: currency };
}

/** `text`: the start of the listing's description as plain text, 500 characters or more (lib/plain-text.ts), which its page needs too. */
export function listingJsonLd({ listing, text, township, origin, url }: { listing: ListingView; text: string; township: string; origin: string; url: string }): WithContext<RealEstateListing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.name,
    description: text.slice(0, 500),
    url,
    datePosted: listing.createdAt,
    image: listing.imageUrls.map((image) => absoluteImageUrl(origin, image)),
    mainEntity: placeOf(listing, township),
    offers: {
      '@type': 'Offer',
      ...priceOf(listing),
      // GoodRelations' business functions, which schema.org adopted: to let, or to sell.
      businessFunction: { '@id': listing.type === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell' },
      availability: listing.propertyStatus === 'Still Available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(listing.type === 'rent' ? { priceSpecification: { '@type': 'UnitPriceSpecification', ...priceOf(listing), unitCode: 'MON' } } : {}),
    },
  };
}

export function agentJsonLd({ agent, origin, url }: { agent: AgentPageData['agent']; origin: string; url: string }): WithContext<RealEstateAgent> {
  const image = agent.imageUrls[0] ?? agent.avatar;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agent.name,
    url,
    ...(agent.description ? { description: plainTextStart(agent.description, 500) } : {}),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.address ? { address: { '@type': 'PostalAddress', streetAddress: agent.address, addressRegion: 'Yangon', addressCountry: 'MM' } } : {}),
    ...(image ? { image: absoluteImageUrl(origin, image) } : {}),
    ...(agent.facebook ? { sameAs: [agent.facebook] } : {}),
  };
}

export function postJsonLd({ post, origin, url }: { post: PostView; origin: string; url: string }): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    ...(post.image ? { image: absoluteImageUrl(origin, post.image) } : {}),
    publisher: { '@type': 'Organization', name: 'Yangon Homes', url: origin },
  };
}

/** The trail from the home page to this page: [name, path] pairs, the last one the page itself. */
export function breadcrumbJsonLd(origin: string, trail: [name: string, path: string][]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(origin, path) })),
  };
}
