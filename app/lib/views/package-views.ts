// The shapes in which packages, a user's package status and payment inquiries leave the server
// (pages and /api), with the spec's field names. Types only: browser components name them
// without importing server code; domain/packages builds them.

export interface PackageView {
  _id: string;
  title: string;
  price: number;
  features: string[];
  listingLimit: number;
  durationDays: number;
  highlighted: boolean;
  // The older simple screen reads name, listingsAllowed and durationInDays (spec section 3), so
  // those aliases ride along: old clients keep working without a second endpoint.
  name: string;
  listingsAllowed: number;
  durationInDays: number;
  createdAt: string;
  updatedAt: string;
}

/** A user's current package (the newest subscription); -1 listings means unlimited. */
export interface PackageStatus {
  hasPackage: boolean;
  package: { _id: string; title: string; listingLimit: number; durationDays: number } | null;
  isActive: boolean;
  expiresAt: string | null;
  listingsUsed: number;
  listingsLeft: number | 'Unlimited';
}

/** The account a payment inquiry's package would go to. */
export interface InquiryAccount {
  _id: string;
  username: string;
  email: string;
}

export interface PaymentInquiryView {
  _id: string;
  name: string;
  email: string;
  message: string;
  status: 'open' | 'assigned';
  createdAt: string;
  package: { _id: string; title: string; price: number } | null;
  /** The account the package would go to; null when nobody has signed up with that e-mail. */
  account: InquiryAccount | null;
  /** Admin-only download of the proof. */
  proofUrl: string;
}
