// GET /listing-photo-matches?url=…&url=…[&listing=id]: the listing form's warning about photos
// already on a live listing (components/duplicates/photo-match-warning.tsx). Signed-in users only.
import { data, type LoaderFunctionArgs } from 'react-router';
import { getSessionUser } from '../domain/auth/session.server';
import { photoWarnings } from '../domain/duplicates/photo-warnings.server';
import { refusalStatus } from '../server-lib/page-refusals.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ message: 'Unauthorized', warnings: [] }, { status: 401 });
  const params = new URL(request.url).searchParams;
  try {
    return { warnings: await photoWarnings({ user, urls: params.getAll('url'), listingId: params.get('listing') ?? undefined }) };
  } catch (error) {
    const status = refusalStatus(error);
    if (status === undefined) throw error;
    return data({ message: (error as Error).message, warnings: [] }, { status });
  }
}
