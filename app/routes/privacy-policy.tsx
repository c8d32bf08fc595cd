// /PrivacyPolicy and /privacy_policy.
import { type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../components/legal/privacy-text';
import { pageTitle } from '../lib/page-title';
import { useRootData } from '../lib/root-data';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Privacy Policy') }];

export default function PrivacyPolicy() {
  const { siteEmail } = useRootData();
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} vars={{ email: siteEmail }} />;
}
