// The lister's inbox as the browser receives it (domain/enquiries/inbox.server.ts), and the
// response figures of a lister's public pages (domain/enquiries/response-stats.server.ts).
import type { EnquiryStatus } from '../enquiry-constants';

export interface EnquiryView {
  _id: string;
  listing: { _id: string; title: string } | null;
  /** The listing's title when the enquiry came, kept after the listing is deleted. */
  listingTitle: string | null;
  message: string;
  status: EnquiryStatus;
  note: string;
  createdAt: string;
  repliedAt: string | null;
  /** The replies mailed from the inbox, oldest first. */
  replies: { body: string; sentAt: string }[];
  /** The lister it went to: shown to an admin, who sees every inbox. */
  lister: { _id: string; username: string };
}

/** One person: the enquiries that share an e-mail address or a phone number, newest first. */
export interface EnquirerGroup {
  key: string;
  name: string;
  emails: string[];
  phones: string[];
  newCount: number;
  enquiries: EnquiryView[];
}

export interface EnquiryInbox {
  groups: EnquirerGroup[];
  total: number;
  newCount: number;
  /** An admin sees every lister's enquiries. */
  everyone: boolean;
  /** Only the newest ones are shown when there are more. */
  shown: number;
}

/** What a lister's profile and Listed By card show; null below the threshold of enquiries. */
export interface ResponseStats {
  enquiries: number;
  /** Replied share of the enquiries, 0 to 100. */
  replyRate: number;
  /** The median time to the first reply, in whole hours (at least 1); null when none was replied. */
  replyHours: number | null;
}

/** The answer of an inbox form's fetcher. */
export interface EnquiryFormAnswer {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, unknown>;
}
