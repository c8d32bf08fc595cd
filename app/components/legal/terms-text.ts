// The terms and conditions of Yangon Homes (English; the Burmese is in lib/i18n/my-account.ts).
import type { LegalSection } from './legal-document';

export const TERMS_UPDATED = 'Last updated June 16, 2024';

export const TERMS_INTRO = [
  'These terms apply to everyone who uses Yangon Homes: visitors, owners, agents, agencies and buyers or tenants. By using the site or creating an account you accept them. If you do not agree, please do not use the site.',
];

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'accounts',
    heading: 'Your account',
    items: [
      'You must be at least 18 years old and give true, current details.',
      'Keep your password to yourself. You are responsible for what is done with your account.',
      'One person or business per account; do not sign up in someone else’s name.',
    ],
  },
  {
    id: 'listings',
    heading: 'Listings must be accurate',
    items: [
      'Only list a property you own or are authorised by the owner to rent out or sell.',
      'Give the real address, township, size, price and currency, and use photos of the property itself.',
      'Mark a listing as Rented Out or Sold Out, or delete it, as soon as the property is no longer available.',
      'Do not post the same property more than once.',
    ],
  },
  {
    id: 'prohibited',
    heading: 'Prohibited content',
    paragraphs: ['You must not post or send:'],
    items: [
      'false, misleading or bait listings, or prices you do not mean to honour;',
      'requests for deposits or fees before the property has been viewed and the owner or agent verified;',
      'content that is illegal under Myanmar law, discriminatory, hateful, sexual or violent;',
      'photos or texts you do not have the right to use, or photos that show people who have not agreed;',
      'spam, advertising unrelated to property, links to harmful software, or the personal details of others;',
      'fake reviews, or reviews about people rather than the property.',
    ],
    after: ['We may edit or remove content that breaks these rules, and suspend or delete the accounts that post it, without notice.'],
  },
  {
    id: 'packages',
    heading: 'Packages and payments',
    items: [
      'Listing packages (Free, Gold and Premium) allow a number of listings for a period of time, as shown on our Packages page. Prices are in Myanmar Kyat (MMK).',
      'Gold and Premium are paid manually, by bank transfer or mobile wallet. Send the payment proof through the payment inquiry form; we activate the package after we have checked the payment.',
      'A listing counts against your package when it is created. When a package expires, existing listings stay online, but you need an active package to post new ones.',
      'Payments are not refundable, except when we cannot activate a package you have paid for.',
      'Premium Ad placement and the order of the agency directory are decided by Yangon Homes.',
    ],
  },
  {
    id: 'our-role',
    heading: 'Our role',
    paragraphs: [
      'Yangon Homes is a place to advertise and find property. We are not a party to any rental, sale or agency agreement, and we do not check every listing. Before you pay anything, visit the property, check the ownership documents and the identity of the person you are dealing with, and put the agreement in writing.',
    ],
  },
  {
    id: 'content-licence',
    heading: 'Your content',
    paragraphs: [
      'You keep the rights to the texts and photos you post. You allow Yangon Homes to store, resize, display and share them on the site and in its promotion for as long as they are published here.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      'The site is provided as it is. As far as the law allows, Yangon Homes is not liable for losses that arise from dealings between users, from inaccurate listings, or from the site being unavailable. Where we are liable, our total liability is limited to the fees you paid us in the three months before the claim.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the Republic of the Union of Myanmar. Disputes that cannot be settled amicably are decided by the competent courts in Yangon.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the date at the top shows the latest version, and continuing to use the site means you accept it. Questions? Write to {email} or use our contact page.',
    ],
  },
];
