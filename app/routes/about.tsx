// /about: what Yangon Homes is, for whom, and how to reach the team (including a chat link).
import { Link, type MetaFunction } from 'react-router';
import { ABOUT_INTRO, ABOUT_SECTIONS } from '../components/legal/about-text';
import { ChatLinks } from '../components/legal/chat-links';
import { LegalDocument } from '../components/legal/legal-document';
import { useT } from '../lib/root-data';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'About') },
  { name: 'description', content: 'Yangon Homes: the property portal for Yangon. Homes, condos and land for rent and sale, from agents and owners.' },
];

export default function About() {
  const t = useT();
  return (
    <LegalDocument title="About Yangon Homes" intro={ABOUT_INTRO} sections={ABOUT_SECTIONS} contents={false}>
      <section aria-labelledby="talk-heading" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="talk-heading" className="mb-2 text-xl font-semibold text-fg">
          {t('Talk to us')}
        </h2>
        <p className="mb-4 leading-relaxed text-fg">
          {t('Questions about a listing, a package or your agency? Chat with our team, 9 am to 6 pm, Monday to Saturday, or')}{' '}
          <Link to="/contact" className="font-semibold text-brand underline">
            {t('send us a message')}
          </Link>
          .
        </p>
        <ChatLinks />
      </section>
    </LegalDocument>
  );
}
