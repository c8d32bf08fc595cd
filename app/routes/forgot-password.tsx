import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Forgot Password · Yangon Homes' }];

export default function ForgotPassword() {
  return <Upcoming title="Forgot Password" />;
}
