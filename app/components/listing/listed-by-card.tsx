import { Link } from 'react-router';
import type { ListerCard } from '../../lib/views/listing-page';
import type { ResponseStats } from '../../lib/views/enquiry-view';
import { countContactTap } from '../../lib/contact-tap';
import { ResponseTime } from '../enquiries/response-time';
import { telHref } from '../../lib/format-price';
import { imageSrc, smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import { useDataSaver } from '../../lib/data-saver';
import { Avatar } from '../layout/avatar';
import { buttonClass } from '../ui/button';
import { Mail, Phone } from '../ui/icons';

/** 'Listed By': the agency or owner, linking to their profile; admins also get 'Contact to provider'. */
export function ListedByCard({
  lister,
  sellerStatus,
  listerEmail,
  listingName,
  listingId,
  responsiveness,
  closed = false,
}: {
  /** A rented-out or sold home: its agency's number is not offered for it. */
  closed?: boolean;
  lister: ListerCard;
  sellerStatus: string;
  listerEmail: string | null;
  listingName: string;
  /** For counting a tap on the phone number; none on the lister's own listing. */
  listingId?: string;
  responsiveness?: ResponseStats | null;
}) {
  const t = useT();
  const textLang = useTextLang();
  const saver = useDataSaver();
  const picture = saver ? null : lister.kind === 'agent' ? lister.image && smallImage(lister.image) : lister.avatar && imageSrc(lister.avatar);
  return (
    <section aria-labelledby="listed-by-heading" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="listed-by-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('Listed By')}
      </h2>
      <Link to={`/agent/${lister.id}`} className="group flex items-center gap-3">
        {picture ? (
          <img src={picture} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        ) : (
          <Avatar src={null} name={lister.name} size={56} />
        )}
        <span className="min-w-0">
          <span lang={textLang(lister.name)} className="block truncate font-semibold text-fg group-hover:underline">
            {lister.name}
          </span>
          <span className="block text-sm text-muted">{t(sellerStatus === 'Owner' ? 'Owner' : 'Agent')}</span>
        </span>
      </Link>
      {lister.kind === 'agent' && lister.phone && !closed && (
        <a
          href={telHref(lister.phone)}
          className="mt-2 flex min-h-11 items-center gap-2 text-sm font-medium text-brand"
          onClick={listingId ? () => countContactTap({ target: 'listing', id: listingId }, 'call') : undefined}
        >
          <Phone size={16} />
          {/* The listing's own number is on its Call button above: this one says whose it is.
              One text with the number in it: Burmese sets its own words and mark around it. */}
          <span>
            <span className="sr-only">{t('Call')} </span>
            {t('Agency office: {phone}', { phone: lister.phone })}
          </span>
        </a>
      )}
      <ResponseTime stats={responsiveness} className="mt-3" />
      {listerEmail && (
        <a
          href={`mailto:${listerEmail}?subject=${encodeURIComponent(listingName)}`}
          className={buttonClass('secondary', 'mt-4 w-full')}
        >
          <Mail size={18} />
          {t('Contact to provider')}
        </a>
      )}
    </section>
  );
}
