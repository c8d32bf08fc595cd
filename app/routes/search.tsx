import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Advanced Search · Yangon Homes' }];

export default function Search() {
  return <Upcoming title="Advanced Search" />;
}
