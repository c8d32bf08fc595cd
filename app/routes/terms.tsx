// /TermsAndConditions and /terms_and_conditions.
import { type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../components/legal/terms-text';
import { pageTitle } from '../lib/page-title';
import { useRootData } from '../lib/root-data';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Terms & Conditions') }];

export default function Terms() {
  const { siteEmail } = useRootData();
  return <LegalDocument title="Terms & Conditions" updated={TERMS_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} vars={{ email: siteEmail }} />;
}
