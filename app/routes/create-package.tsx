import type { LoaderFunctionArgs } from 'react-router';
import { requireAdminPage } from '../domain/auth/guards.server';
import { Upcoming } from '../components/upcoming';

export const meta = () => [{ title: 'Create Package · Yangon Homes' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return null;
}

export default function CreatePackage() {
  return <Upcoming title="Create Package" />;
}
