import { useT } from '../../lib/root-data';
import { Button } from './button';

/** The 'Show more' button under a list that useShowMore (lib/show-more) extends; gone when nothing is left. */
export function ShowMoreButton({
  more,
  label = 'Show more',
  className = '',
}: {
  more: { hasMore: boolean; busy: boolean; showMore: () => void };
  /** The spec's words for this list ('Show More' on My Listings). */
  label?: string;
  className?: string;
}) {
  const t = useT();
  if (!more.hasMore) return null;
  return (
    <div className={`text-center ${className}`}>
      <Button variant="secondary" disabled={more.busy} onClick={more.showMore}>
        {t(label)}
      </Button>
    </div>
  );
}
