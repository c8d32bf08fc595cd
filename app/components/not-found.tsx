import { Link } from 'react-router';
import { useT } from '../lib/root-data';
import { buttonClass } from './ui/button';

/** The spec's 404 text, word for word. */
export function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('Page Not Found')}</h1>
      <p className="mt-2 text-muted">{t('The page you are looking for does not exist.')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('Go home')}
      </Link>
    </div>
  );
}
