import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Payment Inquiry · Yangon Homes' }];

export default function ContactForPayment() {
  return <Upcoming title="Payment Inquiry" />;
}
