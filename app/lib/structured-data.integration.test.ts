// What search engines and chat apps read from the portal's pages over HTTP: JSON-LD
// for a listing (its offer, price and currency, address and township, floor size, rooms,
// photos), an agency and a blog post, each page's breadcrumbs, and the Open Graph and Twitter
// tags a shared link previews with (photo, price, township). The JSON-LD's shapes are held to
// schema.org's vocabulary by the type check (lib/structured-data.ts, schema-dts).
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../db/registry.server';
import { posts, type Listing, type User } from '../db/schema';
import { insertAgent, insertListing } from '../../tests/support/fixtures';
import { setupHttpApp } from '../../tests/support/http-app';
import { setupTestDatabase } from '../../tests/support/test-db';

setupTestDatabase();
const app = setupHttpApp();
let agent: User;
let condo: Listing;
let plot: Listing;

beforeAll(async () => {
  agent = await insertAgent({ name: 'Golden Land', phone: '09 111 222 333', facebook: 'https://facebook.com/goldenland', imageUrls: ['/media/ab/golden.webp'] });
  condo = await insertListing(
    agent,
    { name: 'Bright Condo near Inya Lake', type: 'rent', propertyType: 'condo', township: 'bahan', currency: 'lakh MMK', regularPrice: 16, offer: false, squareFeet: 1100, bedrooms: 2, bathrooms: 1, address: 'No. 5, Inya Road', description: '<p>Quiet <b>street</b> & a lake view.</p>' },
    ['/media/11/one-800.webp', '/media/22/two-800.webp'],
  );
  plot = await insertListing(agent, { name: 'Plot for Sale in Thanlyin', type: 'sale', propertyType: 'land', township: 'thanlyin', currency: 'USD', regularPrice: 90000, offer: false, landSquareFeet: 4800 });
  await getDb().insert(posts).values({ title: 'Renting in Bahan', slug: 'renting-in-bahan', category: 'Knowledge Base', image: '/media/33/cover.webp', content: '<p>Ask for the lease.</p>' });
});

async function page(path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const tag = (attr: 'property' | 'name', key: string) => new RegExp(`<meta ${attr}="${key.replace(/[+:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return { html, jsonLd, tag, of: (type: string) => jsonLd.find((block) => block['@type'] === type) };
}

describe('structured data and share previews', () => {
  it('describe a flat for rent as a RealEstateListing with its monthly offer in kyat, address, size, rooms and photos', async () => {
    const { of, tag, html } = await page(`/listing/${condo.id}`);
    const origin = app.url;
    // In the <head>, once: crawlers read it there, and the data the browser hydrates with does not carry it again.
    expect(html.match(/RealEstateListing/g)).toHaveLength(1);
    expect(html.indexOf('"@type":"RealEstateListing"')).toBeLessThan(html.indexOf('</head>'));
    const listing = of('RealEstateListing');
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bright Condo near Inya Lake',
      url: expect.stringMatching(new RegExp(`/listing/${condo.id}$`)),
      description: 'Quiet street & a lake view.',
      offers: { '@type': 'Offer', price: 1_600_000, priceCurrency: 'MMK', availability: 'https://schema.org/InStock', priceSpecification: { unitCode: 'MON' } },
      mainEntity: {
        '@type': 'Apartment',
        address: { '@type': 'PostalAddress', streetAddress: 'No. 5, Inya Road', addressLocality: 'Bahan', addressRegion: 'Yangon', addressCountry: 'MM' },
        floorSize: { value: 1100, unitCode: 'FTK' },
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1,
      },
    });
    expect(listing.image).toHaveLength(2);
    for (const image of listing.image) expect(image).toMatch(/^https?:\/\/[^/]+\/media\//);
    expect(of('BreadcrumbList').itemListElement.map((item: { name: string }) => item.name)).toEqual(['Yangon Homes', 'Bahan', 'Bright Condo near Inya Lake']);

    // A shared link shows the photo, the price and the township.
    expect(tag('property', 'og:image')).toMatch(/\/media\/11\/one-800\.webp$/);
    expect(tag('property', 'og:description')).toMatch(/^16 lakh MMK \/ month · Bahan · Quiet street/);
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(origin).toMatch(/^http/);
  });

  it('describe a plot of land as a Place with its area, offered for sale in dollars', async () => {
    const listing = (await page(`/listing/${plot.id}`)).of('RealEstateListing');
    expect(listing.mainEntity).toMatchObject({ '@type': 'Place', additionalProperty: { value: 4800, unitCode: 'FTK' } });
    expect(listing.mainEntity).not.toHaveProperty('numberOfBedrooms');
    expect(listing.offers).toMatchObject({ price: 90000, priceCurrency: 'USD', businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' } });
  });

  it('describe an agency and a blog post, each with breadcrumbs', async () => {
    const agency = await page(`/agent/${agent.id}`);
    expect(agency.of('RealEstateAgent')).toMatchObject({ name: 'Golden Land', telephone: '09 111 222 333', sameAs: ['https://facebook.com/goldenland'], image: expect.stringMatching(/\/media\/ab\/golden\.webp$/) });
    expect(agency.of('BreadcrumbList').itemListElement).toHaveLength(3);
    const post = await page('/post/renting-in-bahan');
    expect(post.of('BlogPosting')).toMatchObject({ headline: 'Renting in Bahan', articleSection: 'Knowledge Base', image: expect.stringMatching(/\/media\/33\/cover\.webp$/), publisher: { name: 'Yangon Homes' } });
    expect(post.tag('property', 'og:image')).toMatch(/\/media\/33\/cover\.webp$/);
  });

  it('never lets listing text close the script: markup in a title stays data', async () => {
    const hostile = await insertListing(agent, { name: 'Nice flat </script><script>alert(1)</script>' });
    const { html, of } = await page(`/listing/${hostile.id}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(of('RealEstateListing').name).toBe('Nice flat </script><script>alert(1)</script>');
  });
});
