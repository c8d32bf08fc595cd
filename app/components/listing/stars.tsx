import { useT } from '../../lib/root-data';
import { Star } from '../ui/icons';

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useT();
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={t('{n} out of 5 stars', { n: rating })} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} filled={n <= rounded} size={size} />
      ))}
    </span>
  );
}
