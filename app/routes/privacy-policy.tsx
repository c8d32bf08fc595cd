// /PrivacyPolicy and /privacy_policy.
import { useLoaderData, type MetaFunction } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../components/legal/privacy-text';
import { getConfig } from '../server-lib/config.server';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Privacy Policy') }];

export const loader = () => ({ email: getConfig().SITE_EMAIL });

export default function PrivacyPolicy() {
  const { email } = useLoaderData<typeof loader>();
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} vars={{ email }} />;
}
