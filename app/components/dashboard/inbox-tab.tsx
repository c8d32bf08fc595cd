// Inbox (admin): the e-mails that could not be delivered (failed-mail-section.tsx), payment inquiries (each leading to the package assignment screen, with its
// proof) and the messages sent through the contact forms, newest first, 10 at a time: each
// list's "Show more" asks the dashboard's own loader for its next batch (lib/show-more).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardData } from '../../lib/views/admin-view';
import { PAGE_SIZES } from '../../lib/constants';
import { useT } from '../../lib/root-data';
import { useShowMore } from '../../lib/show-more/use-show-more';
import { timeAgo } from '../../lib/time-ago';
import { Button } from '../ui/button';
import { FailedMailSection } from './failed-mail-section';
import { useToastOnFailure } from './use-toast-on-failure';

const card = 'flex flex-col gap-1 rounded-xl border border-line bg-surface p-4 text-sm text-fg';

type Inbox = Extract<DashboardData, { tab: 'inbox' }>;

/** One of the two lists, with its total: more follow while fewer than the total are shown. */
function useInboxList<T extends { _id: string }>(first: T[], total: number, kind: 'messages' | 'inquiries', pick: (inbox: Inbox) => T[]) {
  const list = useShowMore({
    first,
    firstHasMore: first.length < total,
    pageSize: PAGE_SIZES.inbox,
    href: `/dashboard?tab=inbox&kind=${kind}`,
    read: (data: DashboardData, from: number) => {
      if (data.tab !== 'inbox') return { items: [] };
      const batch = pick(data);
      return { items: batch, hasMore: from + batch.length < total };
    },
  });
  useToastOnFailure(list.failed);
  return { rows: list.items, busy: list.busy, more: list.showMore, hasMore: list.hasMore };
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title} <span className="text-sm font-normal text-muted">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function MoreButton({ show, busy, onClick }: { show: boolean; busy: boolean; onClick: () => void }) {
  const t = useT();
  if (!show) return null;
  return (
    <Button variant="secondary" className="self-center" disabled={busy} onClick={onClick}>
      {t('Show more')}
    </Button>
  );
}

export function InboxTab(props: Omit<Inbox, 'tab'>) {
  const t = useT();
  const inquiries = useInboxList(props.inquiries, props.totalInquiries, 'inquiries', (inbox) => inbox.inquiries);
  const messages = useInboxList(props.messages, props.totalMessages, 'messages', (inbox) => inbox.messages);
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <FailedMailSection failedMail={props.failedMail} total={props.totalFailedMail} />
      </div>
      <Section id="inbox-inquiries" title={t('Payment inquiries')} count={props.totalInquiries}>
        {inquiries.rows.length === 0 && <p className="text-sm text-muted">{t('No payment inquiries yet.')}</p>}
        <ul className="flex flex-col gap-3">
          {inquiries.rows.map((i) => (
            <li key={i._id} className={card}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{i.name}</p>
                <span className="text-xs text-muted">{timeAgo(i.createdAt, t)}</span>
              </div>
              <a href={`mailto:${i.email}`} className="break-all text-brand">
                {i.email}
              </a>
              <p>
                {t('Package')}: {i.packageTitle ? t(i.packageTitle) : t('Not chosen')} ·{' '}
                <span className={i.status === 'open' ? 'font-semibold text-danger' : 'text-success'}>{i.status === 'open' ? t('Open') : t('Assigned')}</span>
              </p>
              <p className="whitespace-pre-line break-words text-muted">{i.message}</p>
              <div className="flex flex-wrap gap-x-4">
                <a href={i.proofUrl} download className="inline-flex min-h-11 items-center font-semibold text-brand underline">
                  {t('Download payment proof')}
                </a>
                <Link to="/admin-assign-package" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
                  {t('Assign Package')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <MoreButton show={inquiries.hasMore} busy={inquiries.busy} onClick={inquiries.more} />
      </Section>
      <Section id="inbox-messages" title={t('Contact messages')} count={props.totalMessages}>
        {messages.rows.length === 0 && <p className="text-sm text-muted">{t('No messages yet.')}</p>}
        <ul className="flex flex-col gap-3">
          {messages.rows.map((m) => (
            <li key={m._id} className={card}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{m.name}</p>
                <span className="text-xs text-muted">{timeAgo(m.createdAt, t)}</span>
              </div>
              <p className="break-all">
                <a href={`mailto:${m.email}`} className="text-brand">
                  {m.email}
                </a>
                {m.phone && <span className="text-muted"> · {m.phone}</span>}
              </p>
              <p className="text-muted">
                {m.recipient ? t('To {name}', { name: m.recipient.username }) : t('To the site')}
                {m.propertyTitle && (
                  <>
                    {' · '}
                    {m.propertyId ? (
                      <Link to={`/listing/${m.propertyId}`} className="text-brand">
                        {m.propertyTitle}
                      </Link>
                    ) : (
                      m.propertyTitle
                    )}
                  </>
                )}
              </p>
              <p className="whitespace-pre-line break-words">{m.message}</p>
            </li>
          ))}
        </ul>
        <MoreButton show={messages.hasMore} busy={messages.busy} onClick={messages.more} />
      </Section>
    </div>
  );
}
