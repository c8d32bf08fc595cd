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
