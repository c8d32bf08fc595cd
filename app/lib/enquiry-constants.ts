// The words an enquiry and a contact tap are stored with: the database's CHECK constraints, the
// inbox's forms and the contact buttons all read them from here.

/** Where an enquiry stands in its lister's inbox: new until answered or closed. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The contact buttons on a listing and an agency whose taps are counted. */
export const CONTACT_CHANNELS = ['call', 'sms', 'viber', 'whatsapp', 'messenger'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const ENQUIRY_LIMITS = {
  /** The lister's private note on an enquiry. */
  noteMax: 2000,
  /** A reply mailed from the inbox. */
  replyMin: 2,
  replyMax: 5000,
} as const;

/**
 * Replies mailed from the inbox. Each goes to an address the enquirer typed, which a lister
 * could type themselves on their own listing: so they are counted per enquiry, per lister, and
 * tighter for an address no confirmed account of its owner wrote from.
 */
export const REPLY_LIMITS = {
  perEnquiryPerHour: 3,
  perListerPerDay: 50,
  /** To an unconfirmed address: from one lister, and from every lister together. */
  unconfirmedPerListerPerDay: 3,
  unconfirmedPerDay: 10,
} as const;

/** The inbox's forms, posted to /dashboard's action by intent. */
export const ENQUIRY_INTENTS = ['enquiry-reply', 'enquiry-status', 'enquiry-note'] as const;
export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number];
