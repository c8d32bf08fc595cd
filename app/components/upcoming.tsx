import { Page } from './ui/page';
import { useT } from '../lib/root-data';

/** A page whose content a later release fills in: its heading, and a word that it is coming. */
export function Upcoming({ title }: { title: string }) {
  const t = useT();
  return (
    <Page title={t(title)}>
      <p className="text-muted">{t('This page is on its way.')}</p>
    </Page>
  );
}
