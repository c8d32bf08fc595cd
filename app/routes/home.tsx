import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Find your next home in Yangon · Yangon Homes' }];

export default function Home() {
  return <Upcoming title="Find your next home in Yangon" />;
}
