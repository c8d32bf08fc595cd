import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Blogs · Yangon Homes' }];

export default function Blogs() {
  return <Upcoming title="Blogs" />;
}
