import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Post · Yangon Homes' }];

export default function Post() {
  return <Upcoming title="Post" />;
}
