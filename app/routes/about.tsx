import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'About · Yangon Homes' }];

export default function About() {
  return <Upcoming title="About" />;
}
