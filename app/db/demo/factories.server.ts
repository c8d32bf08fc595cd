// Plain, valid input objects for tests and the demo seeder. Everything here is pure: given the
// same random source it returns the same data, and nothing touches the database, so a test can
// build exactly the rows it needs and the seeder stays reproducible from one fixed seed.
import type { listings, posts, reviews, agentProfiles } from '../schema';
import { PROPERTY_TYPES, TOWNSHIPS, TOWNSHIP_SLUGS, type PropertyType, type TownshipSlug } from '../../lib/constants';
import { townshipCentre } from '../../lib/map/township-centres';
import { postSlug } from '../../domain/posts/slug.server';
import { POST_ARTICLES } from './articles';
/** The demo accounts' password (README documents it so people can sign in as a demo agent). */
export const DEMO_PASSWORD = 'demo-password-2024';

/** A later search test looks for this exact title (Burmese is written without spaces). */
export const BAHAN_CONDO_TITLE = 'ဗဟန်းမြို့နယ်ကွန်ဒိုအခန်းငှားရန်';

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const chance = (rng: Rng, p: number) => rng() < p;
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

// ---------------------------------------------------------------------------------------------
// Users and agencies

export interface UserInput {
  username: string;
  email: string;
  password: string;
}

export function userInput(n: number, overrides: Partial<UserInput> = {}): UserInput {
  return { username: `demo.user${n}`, email: `user${n}@demo.yangonhomes.local`, password: DEMO_PASSWORD, ...overrides };
}

/** The demo agencies; usernames double as their Facebook page names. */
export const AGENCIES = [
  { username: 'goldenland', name: 'Golden Land Real Estate', road: 'Kaba Aye Pagoda Road', township: 'bahan' },
  { username: 'shweyaung', name: 'Shwe Yaung Property Services', road: 'Pyay Road', township: 'kamayut' },
  { username: 'royalhomes', name: 'Royal Yangon Homes', road: 'Parami Road', township: 'mayangone' },
  { username: 'inyarealty', name: 'Inya Lake Realty', road: 'Inya Road', township: 'kamayut' },
  { username: 'myanmardream', name: 'Myanmar Dream Property', road: 'Bogyoke Aung San Road', township: 'pabedan' },
  { username: 'silverstar', name: 'Silver Star Estate Agency', road: 'Kyaikkasan Road', township: 'tamwe' },
] as const satisfies readonly { username: string; name: string; road: string; township: TownshipSlug }[];

export type AgentProfileInput = Pick<typeof agentProfiles.$inferInsert, 'name' | 'description' | 'address' | 'phone' | 'facebook' | 'viber' | 'whatsapp' | 'messenger'>;

/** The agency's own township first, then two central ones, each named once. */
const nearby = (township: string) => [...new Set([township, 'Bahan', 'Kamayut', 'Yankin'])].slice(0, 3).join(', ');

export function agentProfileInput(rng: Rng, n: number): AgentProfileInput {
  const agency = AGENCIES[n % AGENCIES.length];
  const suffix = n < AGENCIES.length ? '' : ` ${Math.floor(n / AGENCIES.length) + 1}`;
  const township = townshipName(agency.township);
  const years = randInt(rng, 3, 18);
  const address = `No. ${randInt(rng, 1, 220)}, ${agency.road}, ${township}, Yangon`;
  const phone = phoneNumber(rng);
  const page = `${agency.username}${suffix.trim()}.realestate`;
  return {
    name: `${agency.name}${suffix}`,
    description:
      `<p>${agency.name} has helped families, expatriates and companies find homes and offices in Yangon for ${years} years.</p>` +
      `<p>We list condos, apartments, houses and land across ${nearby(township)} and the new townships, ` +
      `and we speak English and Burmese. Viewings can be arranged seven days a week.</p>`,
    address,
    phone,
    facebook: `https://facebook.com/${page}`,
    // Agencies answer on every app, on their office number.
    viber: phone,
    whatsapp: phone,
    messenger: page,
  };
}

/** Myanmar mobile numbers: 09 followed by an operator digit and seven or eight more. */
export function phoneNumber(rng: Rng) {
  const digits = Array.from({ length: 8 }, () => randInt(rng, 0, 9)).join('');
  return `09 ${pick(rng, ['2', '4', '7', '9', '5'])}${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

// ---------------------------------------------------------------------------------------------
// Listings

/** A real landmark and road for each township, so titles and addresses read like the real site. */
const PLACES: Record<TownshipSlug, { landmark: string; road: string }> = {
  ahlone: { landmark: 'Ahlone Wharf', road: 'Strand Road' },
  bahan: { landmark: 'Inya Lake', road: 'Kaba Aye Pagoda Road' },
  botahtaung: { landmark: 'Botahtaung Pagoda', road: 'Strand Road' },
  dagon: { landmark: 'Shwedagon Pagoda', road: 'U Wisara Road' },
  'dagon-myothit-east': { landmark: 'East Dagon Industrial Zone', road: 'Yangon-Bago Road' },
  'dagon-myothit-north': { landmark: 'Dagon University', road: 'Pinlon Road' },
  'dagon-myothit-seikkan': { landmark: 'Bago River', road: 'Main Road' },
  'dagon-myothit-south': { landmark: 'South Dagon Industrial Zone', road: 'Main Road' },
  dawbon: { landmark: 'Dawbon Bridge', road: 'Min Nandar Road' },
  hlaing: { landmark: 'Hlaing River', road: 'Insein Road' },
  hlaingtharya: { landmark: 'Hlaingtharya Industrial Zone', road: 'Yangon-Pathein Road' },
  insein: { landmark: 'Insein Railway Station', road: 'Insein Road' },
  kamayut: { landmark: 'Hledan Junction', road: 'Pyay Road' },
  kyauktada: { landmark: 'Sule Pagoda', road: 'Pansodan Street' },
  kyaemyindaing: { landmark: 'Yangon River', road: 'Lower Kyeemyindaing Road' },
  lanmadaw: { landmark: 'Yangon General Hospital', road: 'Bogyoke Aung San Road' },
  latha: { landmark: 'Chinatown', road: 'Maha Bandula Road' },
  mayangone: { landmark: 'Kaba Aye Pagoda', road: 'Parami Road' },
  mingalardon: { landmark: 'Yangon International Airport', road: 'Pyay Road' },
  'mingalar-taung-nyunt': { landmark: 'Yangon Central Railway Station', road: 'Upper Pansodan Road' },
  'north-okkalapa': { landmark: 'North Okkalapa General Hospital', road: 'Thudhamma Road' },
  pabedan: { landmark: 'Bogyoke Aung San Market', road: 'Anawrahta Road' },
  pazundaung: { landmark: 'Pazundaung Creek', road: 'Maha Bandula Road' },
  sanchaung: { landmark: 'Myaynigone Junction', road: 'Bagaya Road' },
  shwepyithar: { landmark: 'Shwepyithar Industrial Zone', road: 'Yangon-Pyay Road' },
  'south-okkalapa': { landmark: 'South Okkalapa Market', road: 'Thanthumar Road' },
  tamwe: { landmark: 'Tamwe Market', road: 'Kyaikkasan Road' },
  thanlyin: { landmark: 'Star City', road: 'Kyaik Khauk Pagoda Road' },
  thingangyun: { landmark: 'Thuwunna Stadium', road: 'Thanthumar Road' },
  thaketa: { landmark: 'Thaketa Bridge', road: 'Main Road' },
  yankin: { landmark: 'Yankin Center', road: 'Yankin Road' },
};

const TYPE_WORDS: Record<PropertyType, { en: string; my: string }> = {
  apartment: { en: 'Apartment', my: 'တိုက်ခန်း' },
  condo: { en: 'Condo', my: 'ကွန်ဒိုအခန်း' },
  house: { en: 'House', my: 'လုံးချင်းအိမ်' },
  land: { en: 'Land Plot', my: 'မြေကွက်' },
  'industrial-zone': { en: 'Warehouse and Factory Land', my: 'စက်မှုဇုန်မြေ' },
  other: { en: 'Shop and Office Space', my: 'ဆိုင်ခန်း' },
};

/**
 * Residential types get bedrooms and a floor area that grows with them (sqft = base + perBed x
 * bedrooms, +-20%); land gets none of the building fields (DESIGN.md).
 */
const SIZES: Record<PropertyType, { sqft: [number, number] | null; land: [number, number] | null; beds: [number, number] | null }> = {
  apartment: { sqft: [250, 330], land: null, beds: [1, 3] },
  condo: { sqft: [400, 450], land: null, beds: [1, 4] },
  house: { sqft: [800, 550], land: [2400, 20000], beds: [2, 6] },
  land: { sqft: null, land: [2400, 80000], beds: null },
  'industrial-zone': { sqft: [5000, 60000], land: [10000, 200000], beds: [0, 0] },
  other: { sqft: [300, 3500], land: null, beds: [0, 0] },
};

export type ListingInput = Required<
  // The prices in both currencies are the database's to write (schema/exchange-rates.ts).
  Omit<typeof listings.$inferInsert, 'id' | 'userRef' | 'refNo' | 'createdAt' | 'updatedAt' | 'changedAt' | 'hiddenAt' | 'hiddenReason' | 'qualityScore' | 'qualityScoredAt' | 'recommendedRank' | 'priceLakh' | 'priceUsd'>
>;

export const townshipName = (slug: string) => TOWNSHIPS.find((t) => t.slug === slug)?.en ?? slug;
const townshipBurmese = (slug: string) => TOWNSHIPS.find((t) => t.slug === slug)?.my ?? slug;

/**
 * A listing that passes every CHECK constraint and the form rules. Overrides of type,
 * propertyType, currency and township are applied before the dependent fields are derived, so
 * `{ propertyType: 'land' }` yields a consistent land listing; other overrides replace fields as given.
 */
export function listingInput(rng: Rng, overrides: Partial<ListingInput> = {}): ListingInput {
  const type = overrides.type ?? pick(rng, ['rent', 'sale'] as const);
  const propertyType = (overrides.propertyType ?? pick(rng, PROPERTY_TYPES)) as PropertyType;
  const township = overrides.township ?? pick(rng, TOWNSHIP_SLUGS);
  const currency = overrides.currency ?? (chance(rng, 0.5) ? 'USD' : 'lakh MMK');
  const size = SIZES[propertyType];
  const bedrooms = size.beds ? randInt(rng, ...size.beds) : null;
  const area = !size.sqft
    ? null
    : bedrooms
      ? (size.sqft[0] + size.sqft[1] * bedrooms) * (0.8 + rng() * 0.4)
      : randInt(rng, ...size.sqft);
  const squareFeet = area === null ? null : roundTo(area, 50);
  const landSquareFeet = size.land ? roundTo(randInt(rng, ...size.land), 100) : null;
  const bathrooms = bedrooms === null ? null : Math.max(1, Math.min(bedrooms, randInt(rng, 1, 4)));
  const regularPrice = price(rng, type, currency, squareFeet ?? (landSquareFeet ?? 2400) / 3);
  const offer = overrides.offer ?? false;
  const residential = propertyType !== 'land' && propertyType !== 'industrial-zone';
  const place = PLACES[township as TownshipSlug] ?? { landmark: 'Shwedagon Pagoda', road: 'Main Road' };
  const name = chance(rng, 0.2)
    ? `${townshipBurmese(township)}မြို့နယ် ${TYPE_WORDS[propertyType].my} ${type === 'rent' ? 'ငှားရန်' : 'ရောင်းရန်'}`
    : englishTitle(rng, { type, propertyType, township, bedrooms, landmark: place.landmark });

  const listing: ListingInput = {
    name,
    description: description(rng, { propertyType, township, landmark: place.landmark, type }),
    address: `No. ${randInt(rng, 1, 250)}, ${place.road}, ${townshipName(township)}`,
    township,
    propertyType,
    type,
    squareFeet,
    landSquareFeet,
    bedrooms,
    bathrooms,
    regularPrice,
    discountPrice: offer ? Math.max(1, Math.floor(regularPrice * 0.9)) : null,
    offer,
    parking: propertyType !== 'land' && chance(rng, 0.7),
    swimmingPool: propertyType === 'condo' && chance(rng, 0.6),
    gym: propertyType === 'condo' && chance(rng, 0.5),
    furnished: residential && chance(rng, 0.5),
    generator: propertyType !== 'land' && chance(rng, 0.6),
    propertyStatus: 'Still Available',
    currency,
    status: chance(rng, 0.7) ? 'Agent' : 'Owner',
    phone: phoneNumber(rng),
    viber: null,
    whatsapp: null,
    messenger: null,
    ...scatteredAround(township, name),
  };
  // Most listers answer on Viber, on the listing's own number; condos, popular with expatriates,
  // on WhatsApp too (derived, not drawn: the demo data's random sequence stays as it was).
  listing.viber = listing.phone;
  if (propertyType === 'condo') listing.whatsapp = listing.phone;
  const result = { ...listing, ...overrides };
  // An override may raise or lower the price; the discount must stay below it (CHECK constraint).
  if (result.discountPrice !== null && result.discountPrice >= result.regularPrice) {
    result.discountPrice = result.regularPrice > 1 ? Math.floor(result.regularPrice * 0.9) : null;
  }
  return result;
}

/**
 * A place near the township's centre, up to about 700 m away, drawn from the listing's title
 * rather than `rng`: the same listing always lands on the same spot, and the demo data's random
 * sequence stays as it was before listings had places.
 */
function scatteredAround(township: string, seed: string) {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  const spread = mulberry32(hash >>> 0);
  const [latitude, longitude] = townshipCentre(township);
  const offset = () => Math.round((spread() - 0.5) * 0.013 * 1e5) / 1e5;
  return { latitude: latitude + offset(), longitude: longitude + offset() };
}

/** Prices in the units people in Yangon quote: lakh (100,000 kyat) or US dollars; rents monthly. */
function price(rng: Rng, type: string, currency: string, sqft: number) {
  const scale = Math.min(3, Math.max(0.4, sqft / 1200));
  if (currency === 'USD') {
    return type === 'rent'
      ? roundTo(Math.min(5000, Math.max(300, 900 * scale * (0.6 + rng()))), 50)
      : roundTo(Math.min(1_500_000, Math.max(50_000, 180_000 * scale * (0.6 + rng()))), 5000);
  }
  return type === 'rent'
    ? Math.min(50, Math.max(3, Math.round(12 * scale * (0.6 + rng()))))
    : roundTo(Math.min(20_000, Math.max(500, 2500 * scale * (0.6 + rng()))), 50);
}

function englishTitle(
  rng: Rng,
  o: { type: string; propertyType: PropertyType; township: string; bedrooms: number | null; landmark: string },
) {
  const forWhat = o.type === 'rent' ? 'for Rent' : 'for Sale';
  const where = `in ${townshipName(o.township)}`;
  const word = TYPE_WORDS[o.propertyType].en;
  const rooms = o.bedrooms ? `${o.bedrooms} Bedroom ` : '';
  const adjective = o.bedrooms ? pick(rng, ['', 'Spacious ', 'Bright ', 'Newly Renovated ', 'Quiet ', 'Modern ']) : '';
  const title = chance(rng, 0.6)
    ? `${rooms}${word} ${forWhat} ${where} near ${o.landmark}`
    : `${adjective}${rooms}${word} ${forWhat} ${where}`;
  return title.length > 150 ? title.slice(0, 150) : title;
}

function description(rng: Rng, o: { propertyType: PropertyType; township: string; landmark: string; type: string }) {
  const town = townshipName(o.township);
  const minutes = randInt(rng, 5, 20);
  const features: Record<PropertyType, string> = {
    apartment: 'The unit has a bright living room, a kitchen with a gas stove and a balcony facing the street.',
    condo: 'The building has 24-hour security, a lift, a swimming pool and a car park for residents.',
    house: 'The house sits on its own compound with a garden, a car porch and room for a maid.',
    land: 'The plot is flat, fenced and reachable by car in every season; documents are ready for inspection.',
    'industrial-zone': 'The site has three-phase power, a loading area for 40-foot containers and a guard house.',
    other: 'The ground floor suits a shop, a clinic or an office, with a wide frontage on a busy road.',
  };
  const deal = o.type === 'rent' ? 'Minimum lease is one year; six months are paid in advance.' : 'Price is negotiable for a quick sale.';
  return (
    `<p>${features[o.propertyType]}</p>` +
    `<p>Located in ${town}, about ${minutes} minutes from ${o.landmark}. Markets, schools and bus stops are close by.</p>` +
    `<p>${deal} Call or send a message to arrange a viewing.</p>`
  );
}

// ---------------------------------------------------------------------------------------------
// Posts and reviews

export type PostInput = Required<Pick<typeof posts.$inferInsert, 'title' | 'slug' | 'category' | 'content'>> & {
  image: string | null;
};

/** One of the demo articles, with a slug made unique by a random suffix unless one is given. */
export function postInput(rng: Rng, overrides: Partial<PostInput> = {}): PostInput {
  const article = pick(rng, POST_ARTICLES);
  const title = overrides.title ?? article.title;
  const suffix = Math.floor(rng() * 36 ** 6).toString(36).padStart(6, '0');
  return {
    title,
    slug: `${postSlug(title)}-${suffix}`,
    category: article.category,
    content: article.content,
    image: null,
    ...overrides,
  };
}

export type ReviewInput = Required<Pick<typeof reviews.$inferInsert, 'rating' | 'content'>>;

const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Exactly as in the photos. The agent answered quickly and the viewing was on time.',
    'Great location, quiet at night and the generator really works during power cuts.',
    'Very helpful owner, the contract was clear and fair.',
  ],
  4: [
    'Nice place and fair price. Parking is a bit tight.',
    'Good condition, only the kitchen needs some small repairs.',
    'Friendly agent, we moved in within a week.',
  ],
  3: ['The flat is fine but the street floods a little in the rainy season.', 'Okay for the price; the lift is slow.'],
  2: ['The photos looked newer than the flat really is.', 'It took several days to get an answer.'],
  1: ['The listing was already rented when I called.'],
};

export function reviewInput(rng: Rng): ReviewInput {
  // Skewed towards good ratings, as real review sections are.
  const rating = pick(rng, [5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
  return { rating, content: pick(rng, REVIEW_TEXTS[rating]) };
}

// ---------------------------------------------------------------------------------------------
// The demo blog: real articles, so the blog, its search and the reading time look like the product.
