// Product constants from the spec (sections 3 and 9) and DESIGN.md: one place for every
// enumeration and limit, read by the database checks, the Zod schemas and the UI alike.

export const TOWNSHIPS = [
  { slug: 'ahlone', en: 'Ahlone', my: 'အလုံ' },
  { slug: 'bahan', en: 'Bahan', my: 'ဗဟန်း' },
  { slug: 'botahtaung', en: 'Botahtaung', my: 'ဗိုလ်တထောင်' },
  { slug: 'dagon', en: 'Dagon', my: 'ဒဂုံ' },
  { slug: 'dagon-myothit-east', en: 'Dagon Myothit (East)', my: 'ဒဂုံမြို့သစ်(အရှေ့ပိုင်း)' },
  { slug: 'dagon-myothit-north', en: 'Dagon Myothit (North)', my: 'ဒဂုံမြို့သစ်(မြောက်ပိုင်း)' },
  { slug: 'dagon-myothit-seikkan', en: 'Dagon Myothit (Seikkan)', my: 'ဒဂုံမြို့သစ်(ဆိပ်ကမ်း)' },
  { slug: 'dagon-myothit-south', en: 'Dagon Myothit (South)', my: 'ဒဂုံမြို့သစ်(တောင်ပိုင်း)' },
  { slug: 'dawbon', en: 'Dawbon', my: 'ဒေါပုံ' },
  { slug: 'hlaing', en: 'Hlaing', my: 'လှိုင်' },
  { slug: 'hlaingtharya', en: 'Hlaingtharya', my: 'လှိုင်သာယာ' },
  { slug: 'insein', en: 'Insein', my: 'အင်းစိန်' },
  { slug: 'kamayut', en: 'Kamayut', my: 'ကမာရွတ်' },
  { slug: 'kyauktada', en: 'Kyauktada', my: 'ကျောက်တံတား' },
  { slug: 'kyaemyindaing', en: 'Kyeemyindaing', my: 'ကြည့်မြင်တိုင်' },
  { slug: 'lanmadaw', en: 'Lanmadaw', my: 'လမ်းမတော်' },
  { slug: 'latha', en: 'Latha', my: 'လသာ' },
  { slug: 'mayangone', en: 'Mayangone', my: 'မရမ်းကုန်း' },
  { slug: 'mingalardon', en: 'Mingalardon', my: 'မင်္ဂလာဒုံ' },
  { slug: 'mingalar-taung-nyunt', en: 'Mingalar Taung Nyunt', my: 'မင်္ဂလာတောင်ညွန့်' },
  { slug: 'north-okkalapa', en: 'North Okkalapa', my: 'မြောက်ဥက္ကလာပ' },
  { slug: 'pabedan', en: 'Pabedan', my: 'ပန်းဘဲတန်း' },
  { slug: 'pazundaung', en: 'Pazundaung', my: 'ပုဇွန်တောင်' },
  { slug: 'sanchaung', en: 'Sanchaung', my: 'စမ်းချောင်း' },
  { slug: 'shwepyithar', en: 'Shwepyithar', my: 'ရွှေပြည်သာ' },
  { slug: 'south-okkalapa', en: 'South Okkalapa', my: 'တောင်ဥက္ကလာပ' },
  { slug: 'tamwe', en: 'Tamwe', my: 'တာမွေ' },
  { slug: 'thanlyin', en: 'Thanlyin', my: 'သန်လျင်' },
  { slug: 'thingangyun', en: 'Thingangyun', my: 'သင်္ဃန်းကျွန်း' },
  { slug: 'thaketa', en: 'Thaketa', my: 'သာကေတ' },
  { slug: 'yankin', en: 'Yankin', my: 'ရန်ကင်း' },
] as const;
export type TownshipSlug = (typeof TOWNSHIPS)[number]['slug'];
export const TOWNSHIP_SLUGS = TOWNSHIPS.map((t) => t.slug) as [TownshipSlug, ...TownshipSlug[]];

export const PROPERTY_TYPES = ['apartment', 'condo', 'house', 'land', 'industrial-zone', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** English labels of the property types (translation keys). */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  condo: 'Condo',
  house: 'House',
  land: 'Land',
  'industrial-zone': 'Industrial zone',
  other: 'Other',
};

export const LISTING_TYPES = ['rent', 'sale'] as const;
export const CURRENCIES = ['USD', 'lakh MMK'] as const;
/**
 * Lakh per dollar, roughly, for checks that need only the order of magnitude (a price that does
 * not fit its currency, a price per square foot's township range). Prices shown, filtered and
 * sorted use the rate of the day (db/schema/exchange-rates.ts).
 */
export const ROUGH_LAKH_PER_USD = 0.045;
export const SELLER_STATUSES = ['Agent', 'Owner'] as const;
export const PROPERTY_STATUSES = ['Still Available', 'Rented Out', 'Sold Out'] as const;
/** The states a listing of each type can be in: a home for rent is rented out, one for sale sold. */
export const propertyStatusesFor = (type: unknown): readonly string[] => (type === 'sale' ? ['Still Available', 'Sold Out'] : ['Still Available', 'Rented Out']);

export const POST_CATEGORIES = [
  'Uncategorized',
  'Knowledge Base',
  'New Condo Projects',
  'Condo Projects',
  'Property News & Legal',
] as const;
/** A post filed under a real category: 'Uncategorized' is the form's placeholder, not a label readers are shown. */
export const isFiled = (category: string) => category !== POST_CATEGORIES[0];

/** The site's languages: English, and Burmese (Myanmar). */
export const LANGS = ['en', 'my'] as const;

export const USER_ROLES = ['user', 'agent'] as const;

/** Bounds of DESIGN.md ("choices where the spec gives two readings"). */
export const LIMITS = {
  titleMin: 10,
  titleMax: 150,
  /** A listing's description, and the longest post read into a draft. */
  descriptionMax: 20_000,
  phoneMin: 5,
  phoneMax: 100,
  /** Digits of the first number a phone field holds: what the Call and SMS buttons dial. */
  phoneDigitsMin: 6,
  priceMax: 10_000_000,
  squareFeetMin: 200,
  squareFeetMax: 1_000_000,
  landSquareFeetMax: 10_000_000,
  roomsMax: 100,
  listingImagesMax: 12,
  agentImagesMax: 8,
  imageBytesMax: 2 * 1024 * 1024,
  reviewMax: 200,
  passwordMin: 8,
  passwordMax: 200,
  usernameMin: 3,
  usernameMax: 40,
  emailMax: 254,
  reportNoteMax: 1000,
} as const;

/**
 * Yangon Region's bounding box, with a little margin: a listing's pin must fall inside it
 * (lib/forms/listing.ts). The region reaches from Kawhmu and Kungyangon in the south to Taikkyi
 * in the north, from the Twante canal's west bank to Thongwa.
 */
export const YANGON_REGION = { south: 16.3, west: 95.6, north: 17.8, east: 96.9 } as const;

/** Page sizes of spec section 9. */
export const PAGE_SIZES = {
  search: 8,
  fullSearch: 8,
  adminUsers: 9,
  dashboardRecent: 5,
  listings: 9,
  posts: 9,
  agents: 8,
  homeFetch: 27,
  homeShow: 9,
  /** The dashboard's Inbox (each of its two lists) and review moderation. */
  inbox: 10,
  moderation: 10,
} as const;

/** Version of the client state persisted in localStorage (spec section 1; 4 added a visitor's saved listings). */
export const CLIENT_STATE_VERSION = 4;

/** The most saved listings a person keeps (account or browser): a merge or an add past it keeps the newest. */
export const FAVOURITES_MAX = 500;
/** A visitor's saved listings, kept in their browser: their ids travel in /favourites's URL. */
export const VISITOR_FAVOURITES_MAX = 100;

/** The team's chat links on /about and /contact until CHAT_*_URL name the real accounts. */
/** Where contact messages and payment inquiries go, and the address the legal pages name, unless SITE_EMAIL says otherwise. */
export const DEFAULT_SITE_EMAIL = 'admin@yangonhomes.local';

export const DEFAULT_CHAT_LINKS = {
  messenger: 'https://m.me/yangonhomes',
  viber: 'viber://pa?chatURI=yangonhomes',
  telegram: 'https://t.me/yangonhomes',
};
export type ChatLinkUrls = typeof DEFAULT_CHAT_LINKS;
