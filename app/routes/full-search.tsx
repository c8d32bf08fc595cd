import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Full Text Search · Yangon Homes' }];

export default function FullSearch() {
  return <Upcoming title="Full Text Search" />;
}
