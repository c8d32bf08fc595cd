import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Terms & Conditions · Yangon Homes' }];

export default function Terms() {
  return <Upcoming title="Terms & Conditions" />;
}
