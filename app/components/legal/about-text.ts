// The About page of Yangon Homes (English; the Burmese is in lib/i18n/my-account.ts).
import type { LegalSection } from './legal-document';

export const ABOUT_INTRO = [
  'Yangon Homes is a property portal made for Yangon. Agents, agencies and owners list apartments, condos, houses, land and industrial space for rent or sale; tenants, buyers and expatriates find them by township, type and price, in English or Burmese.',
];

export const ABOUT_SECTIONS: LegalSection[] = [
  {
    id: 'for-tenants-and-buyers',
    heading: 'For tenants and buyers',
    items: [
      'Search every township from Ahlone to Yankin, by rent or sale, type, price and amenities such as parking, a 24/7 backup generator or a swimming pool.',
      'See photos, the price per month or in total, and who is offering the property: the owner or an agent.',
      'Contact the lister directly from the listing, and read reviews from other visitors.',
    ],
  },
  {
    id: 'for-agents-and-owners',
    heading: 'For agents and owners',
    items: [
      'Start with the Free package; choose Gold or Premium when you need more listings, paid in MMK by bank transfer or mobile wallet.',
      'Create an agency profile with your office, phone and photos: your listings are shown under it in the agency directory.',
      'Manage your listings from your phone, and mark them Rented Out or Sold Out when the deal is done.',
    ],
  },
  {
    id: 'built-for-yangon',
    heading: 'Built for Yangon',
    paragraphs: [
      'Most of our visitors use a phone on mobile data, so pages are light and photos are made small before they are sent. The location data that phones hide in photos is removed before anything is published. Prices are shown in US dollars or lakh MMK, the way the Yangon market quotes them.',
    ],
  },
];
