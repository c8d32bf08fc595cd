import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Listing · Yangon Homes' }];

export default function Listing() {
  return <Upcoming title="Listing" />;
}
