import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Agent · Yangon Homes' }];

export default function Agent() {
  return <Upcoming title="Agent" />;
}
