import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Privacy Policy · Yangon Homes' }];

export default function PrivacyPolicy() {
  return <Upcoming title="Privacy Policy" />;
}
