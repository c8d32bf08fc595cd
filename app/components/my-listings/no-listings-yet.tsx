import { useT } from '../../lib/root-data';
import { ButtonLink } from '../ui/button';

/** What a lister with no listing sees where their listings or their numbers would be. */
export function NoListingsYet() {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-muted">{t('You have no posts yet!')}</p>
      <ButtonLink to="/create-listing" className="mt-4">
        {t('Create Listing')}
      </ButtonLink>
    </div>
  );
}
