import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Agency Lists · Yangon Homes' }];

export default function Agents() {
  return <Upcoming title="Agency Lists" />;
}
