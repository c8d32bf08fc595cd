import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Choose Your Plan · Yangon Homes' }];

export default function Price() {
  return <Upcoming title="Choose Your Plan" />;
}
