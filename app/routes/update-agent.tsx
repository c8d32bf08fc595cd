import type { LoaderFunctionArgs } from 'react-router';
import { requireUserPage } from '../domain/auth/guards.server';
import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Update Agency · Yangon Homes' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserPage(request);
  return null;
}

export default function UpdateAgent() {
  return <Upcoming title="Update Agency" />;
}
