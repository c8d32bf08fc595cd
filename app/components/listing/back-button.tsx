import { useNavigate, Link } from 'react-router';
import { useT } from '../../lib/root-data';
import { buttonClass } from '../ui/button';
import { ArrowLeft } from '../ui/icons';

/**
 * Back to where the visitor came from on this site (search results keep their filters and
 * scroll position); a visitor who arrived from a shared link goes to the search page instead.
 */
export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Link
      to="/search"
      onClick={(event) => {
        // React Router keeps the position in its history stack in history.state.idx.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className={buttonClass('ghost', '-ml-2 px-2')}
    >
      <ArrowLeft size={18} />
      {t('Back')}
    </Link>
  );
}
