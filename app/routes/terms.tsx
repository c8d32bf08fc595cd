// /TermsAndConditions and /terms_and_conditions.
import { useLoaderData } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../components/legal/terms-text';
import { getConfig } from '../lib/config.server';

export const meta = () => [{ title: 'Terms & Conditions · Yangon Homes' }];

export const loader = () => ({ email: getConfig().SITE_EMAIL });

export default function Terms() {
  const { email } = useLoaderData<typeof loader>();
  return <LegalDocument title="Terms & Conditions" updated={TERMS_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} vars={{ email }} />;
}
