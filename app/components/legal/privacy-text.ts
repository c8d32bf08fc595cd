// The privacy policy of Yangon Homes (English; the Burmese is in lib/i18n/my-account.ts).
// It describes what the code does: change both together.
import type { LegalSection } from './legal-document';

export const PRIVACY_UPDATED = 'Last updated November 21, 2026';

export const PRIVACY_INTRO = [
  'Yangon Homes is an online portal where agents, agencies and owners list homes, flats, condos and land for rent or sale in Yangon, Myanmar. This policy explains what personal information we collect, why we collect it, who can see it and the choices you have.',
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    items: [
      'Account details: your username, e-mail address and password, and the language you last used the site in (so that messages about your listings reach you in it). We store the password only as a one-way hash (argon2id), so nobody at Yangon Homes can read it.',
      'Your profile photo and, if you create one, your agency profile: agency name, description, address, phone number, Facebook link and photos.',
      'What you publish: listings (address, township, price, photos and contact phone) and reviews.',
      'Messages you send through contact forms, and payment inquiries for packages, including the payment proof you attach.',
      'Technical information: the network address of requests, used to block repeated failed sign-ins for 15 minutes, and a one-way fingerprint of each visitor, used only to count listing views once a day.',
    ],
  },
  {
    id: 'photos',
    heading: 'Photos and location data',
    paragraphs: [
      'Phone cameras often record where a photo was taken. Every image you upload is re-encoded on our server before it is stored or shown: GPS position and other camera data (EXIF) are removed, so a photo of your home does not reveal its exact location.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    paragraphs: ['We use only the cookies the site needs to work:'],
    items: [
      'a session cookie that keeps you signed in (it expires after 30 days or when you sign out);',
      'a visitor cookie, a random number sent only to the counter of listing views, so that your visits to a listing count once a day (it expires after a year);',
      'a language cookie and a theme cookie that remember English or Burmese and light or dark mode.',
    ],
    after: [
      'Your browser also keeps your username and chosen theme in local storage, so the page looks right before it has finished loading. When advertising is shown, our advertising partner (Google AdSense) may set its own cookies to show and measure ads; its own privacy policy applies to them.',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How we use your information',
    items: [
      'to run your account, show your listings and agency profile, and keep track of your package;',
      'to pass messages from visitors to the person who posted a listing, and to answer messages sent to us;',
      'to check manual payments and activate Gold and Premium packages;',
      'to protect the site against fraud, spam and abuse;',
      'to send e-mails you need: password reset links, answers to your messages and notices about your account or package.',
    ],
    after: ['We do not send marketing e-mails without your consent, and we never sell your personal information.'],
  },
  {
    id: 'who-can-see',
    heading: 'Who can see your information',
    items: [
      'Everyone: your listings, your agency profile and your reviews, shown with your username.',
      'The person you write to: when you contact a lister, they receive your name, e-mail address, phone number (if given) and message, so that they can reply.',
      'Our administrators, to run the site, check payments and answer support requests.',
      'Service providers who host the site and deliver our e-mail, only to provide that service.',
      'Authorities, when Myanmar law requires us to disclose information.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    items: [
      'Your account, listings, photos and agency profile: until you delete them or your account.',
      'Password reset links: they expire after one hour and work only once.',
      'Sign-in sessions: 30 days at most; changing or resetting your password ends them.',
      'Records of failed sign-ins: 15 minutes.',
      'E-mails we could not deliver: 30 days, so that we can send them again.',
      'Contact messages and payment inquiries: as long as we need them for accounting and to settle disputes.',
    ],
  },
  {
    id: 'account-deletion',
    heading: 'Deleting your account',
    paragraphs: [
      'You can delete your account at any time on your Profile page (Delete Account). It takes effect at once: your listings and their photos, your reviews, your agency profile, your package and your sessions are removed, and you are signed out. Messages you sent to other people and payment records stay with the recipients and in our accounts.',
      'If you cannot sign in, write to us at {email} from the address of your account and we will delete it for you.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'Passwords are stored as one-way hashes, sign-in sessions are random tokens that we also store only as hashes, and the site is served over an encrypted connection (HTTPS). No system is perfectly secure: use a password you do not use anywhere else.',
    ],
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    paragraphs: [
      'You can see and correct your username, e-mail address, password, photo and agency profile yourself at any time. To ask for a copy of your information or to object to how we use it, write to us.',
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: ['Yangon Homes is meant for adults. Please do not create an account if you are under 18.'],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top of this page. If a change affects how we use information you have already given us, we will tell you by e-mail or on the site before it takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    paragraphs: ['Questions about your privacy? Write to {email} or use our contact page.'],
  },
];
