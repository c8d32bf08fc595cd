import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Packages · Yangon Homes' }];

export default function Packages() {
  return <Upcoming title="Packages" />;
}
