import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Set a new password · Yangon Homes' }];

export default function ResetPassword() {
  return <Upcoming title="Set a new password" />;
}
