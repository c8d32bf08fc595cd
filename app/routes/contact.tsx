import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Contact · Yangon Homes' }];

export default function Contact() {
  return <Upcoming title="Contact" />;
}
