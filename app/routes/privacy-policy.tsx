// /PrivacyPolicy and /privacy_policy.
import { useLoaderData } from 'react-router';
import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../components/legal/privacy-text';
import { getConfig } from '../lib/config.server';

export const meta = () => [{ title: 'Privacy Policy · Yangon Homes' }];

export const loader = () => ({ email: getConfig().SITE_EMAIL });

export default function PrivacyPolicy() {
  const { email } = useLoaderData<typeof loader>();
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} vars={{ email }} />;
}
