// /TermsAndConditions and /terms_and_conditions.
import { useLoaderData, type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../components/legal/terms-text';
import { getConfig } from '../server-lib/config.server';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Terms & Conditions') }];

export const loader = () => ({ email: getConfig().SITE_EMAIL });

export default function Terms() {
  const { email } = useLoaderData<typeof loader>();
  return <LegalDocument title="Terms & Conditions" updated={TERMS_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} vars={{ email }} />;
}
