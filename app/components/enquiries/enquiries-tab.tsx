// The lister's inbox (/dashboard?tab=enquiries): one card per person (the enquiries that share an
// e-mail address or a phone number), the person who wrote last first, each enquiry with its
// listing, its message, its status and what the lister can do with it. An admin sees every
// lister's inbox, read-only: only the lister answers their own.
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { ContactButtons } from '../ui/contact-buttons';
import { useT, useTextLang, useUser } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import type { EnquirerGroup, EnquiryInbox, EnquiryView } from '../../lib/views/enquiry-view';
import type { EnquiryStatus } from '../../lib/enquiry-constants';
import { NoteForm, ReplyForm, StatusButtons } from './enquiry-forms';
import { PushNudge } from '../push/push-nudge';

const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', replied: 'Replied', closed: 'Closed' };
const STATUS_CLASSES: Record<EnquiryStatus, string> = {
  new: 'bg-brand text-on-brand',
  replied: 'bg-surface-2 text-fg',
  closed: 'border border-line text-muted',
};

function StatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useT();
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>{t(STATUS_LABELS[status])}</span>;
}

function bringReplyIntoView(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  const box = details.querySelector('textarea');
  if (!details.open || !box) return;
  box.scrollIntoView({ block: 'center' });
  box.focus({ preventScroll: true });
}

function EnquiryItem({ enquiry, group, everyone }: { enquiry: EnquiryView; group: EnquirerGroup; everyone: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const user = useUser();
  const title = enquiry.listing?.title ?? enquiry.listingTitle;
  const about = t('{name} about {title}', { name: group.name, title: title ?? t('your agency') });
  const own = user?._id === enquiry.lister._id;
  return (
    <li className="flex flex-col gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <StatusBadge status={enquiry.status} />
        {enquiry.listing ? (
          <Link to={`/listing/${enquiry.listing._id}`} lang={textLang(enquiry.listing.title)} className="min-w-0 font-medium text-brand hover:underline">
            {enquiry.listing.title}
          </Link>
        ) : (
          <span className="text-muted">{title ? t('{title} (removed)', { title }) : t('your agency')}</span>
        )}
        <span className="text-muted">· {timeAgo(enquiry.createdAt, t)}</span>
      </div>
      {everyone && <p className="text-xs text-muted">{t('To {lister}', { lister: enquiry.lister.username })}</p>}
      <p lang={textLang(enquiry.message)} className="whitespace-pre-line break-words text-sm text-fg">
        {enquiry.message}
      </p>
      {enquiry.replies.length > 0 && (
        <ol aria-label={t('Replies')} className="flex flex-col gap-2 border-l-2 border-brand pl-3">
          {enquiry.replies.map((reply) => (
            <li key={reply.sentAt}>
              <p className="text-xs text-muted">
                {own ? t('You replied, {when}', { when: timeAgo(reply.sentAt, t) }) : t('{lister} replied, {when}', { lister: enquiry.lister.username, when: timeAgo(reply.sentAt, t) })}
              </p>
              <p lang={textLang(reply.body)} className="whitespace-pre-line break-words text-sm text-fg">
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {own ? (
        <>
          {enquiry.status !== 'closed' && (
            // Opened, the reply box comes into view with the cursor in it: on a phone it would
            // otherwise open below the screen's edge.
            <details className="rounded-lg border border-line px-3 open:pb-3" onToggle={bringReplyIntoView}>
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-fg">{t('Reply')}</summary>
              <ReplyForm enquiry={enquiry} to={group.name} />
            </details>
          )}
          <StatusButtons enquiry={enquiry} about={about} />
          <NoteForm enquiry={enquiry} about={about} />
        </>
      ) : (
        enquiry.note && <p className="text-sm text-muted">{t('Note: {note}', { note: enquiry.note })}</p>
      )}
    </li>
  );
}

function GroupCard({ group, everyone }: { group: EnquirerGroup; everyone: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const n = group.enquiries.length;
  const headingId = `enquirer-${group.key}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
        <header className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} lang={textLang(group.name)} className="text-base font-semibold text-fg">
              {group.name}
            </h2>
            <span className="text-sm text-muted">{n === 1 ? t('1 enquiry') : t('{n} enquiries', { n })}</span>
            {group.newCount > 0 && <span className="rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-on-brand">{t('{n} new', { n: group.newCount })}</span>}
          </div>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {group.emails.map((email) => (
              <a key={email} href={`mailto:${email}`} className="inline-flex min-h-6 items-center break-all text-brand hover:underline">
                {email}
              </a>
            ))}
          </p>
          {/* Most people in Yangon answer a call, an SMS or Viber sooner than an e-mail: the
              listing page's buttons, each named for its number (a card may hold several). */}
          {group.phones.map((phone) => (
            <ContactButtons
              key={phone}
              phone={phone}
              chats={{ viber: phone, whatsapp: null, messenger: null }}
              names={{ call: t('Call {phone}', { phone }), sms: t('Send an SMS to {phone}', { phone }), viber: t('Viber {phone}', { phone }) }}
              className="mt-1 sm:max-w-sm"
            />
          ))}
        </header>
        <ol className="flex flex-col gap-3">
          {group.enquiries.map((enquiry) => (
            <EnquiryItem key={enquiry._id} enquiry={enquiry} group={group} everyone={everyone} />
          ))}
        </ol>
      </article>
    </li>
  );
}

export function EnquiriesTab({ inbox }: { inbox: EnquiryInbox }) {
  return (
    <>
      <PushNudge kind="enquiries" />
      <EnquiryList inbox={inbox} />
    </>
  );
}

function EnquiryList({ inbox }: { inbox: EnquiryInbox }) {
  const t = useT();
  if (inbox.total === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface p-4 text-sm text-muted">
        {t('No enquiries yet. Messages people send from the contact form of your listings appear here.')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {inbox.everyone ? t('Every lister\'s enquiries, newest first.') : t('Newest first, one card per person (same e-mail or phone).')}{' '}
        {t('{total} enquiries, {n} new.', { total: inbox.total, n: inbox.newCount })}
        {inbox.shown < inbox.total && <> {t('The newest {n} are shown.', { n: inbox.shown })}</>}
      </p>
      <ul className="flex flex-col gap-4">
        {inbox.groups.map((group) => (
          <GroupCard key={group.key} group={group} everyone={inbox.everyone} />
        ))}
      </ul>
    </div>
  );
}
