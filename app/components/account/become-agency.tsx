// The one place an owner meets the agency side: a line offering it, for those who list homes for
// others. Their agency profile (/update-agent), once saved, makes them an agency, with its tools.
import { Link } from 'react-router';
import { useT } from '../../lib/root-data';

export function BecomeAgency() {
  const t = useT();
  return (
    <p className="text-sm text-muted">
      {t('Do you list homes for clients?')}{' '}
      <Link to="/update-agent" className="inline-flex min-h-11 items-center font-semibold text-brand underline hover:no-underline">
        {t('Become an agency')}
      </Link>
    </p>
  );
}
