// GET /home-lists/:list?startIndex= (rent, sale, agents, posts): View More's next 9 of a home
// page list, as cards shaped like the page's first 9, and whether more follow. A resource route:
// the home page's own loader reads every section, far more than a batch needs. Its clientLoader
// answers a batch that failed to load in place (lib/show-more), so the home page says so under
// the list instead of showing an error page.
import type { LoaderFunctionArgs } from 'react-router';
import { homeItemPhoto, homeListBatch, isHomeList } from '../domain/home/home-lists.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { withPhotoBytes } from '../lib/held-photo';
import { batchClientLoader } from '../lib/show-more/batch-client-loader';
import { batchStart } from '../lib/show-more/batch-request';

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isHomeList(params.list)) throw new Response('Not Found', { status: 404 });
  const batch = await homeListBatch(params.list, batchStart(new URL(request.url).searchParams) ?? 0);
  // Held photos name their size here as on the page's first 9 (lib/held-photo.ts).
  const bytes = await heldPhotoBytes(request, batch.items.map(homeItemPhoto));
  return { batch: { ...batch, items: withPhotoBytes(batch.items, bytes, homeItemPhoto) } };
}

export const clientLoader = batchClientLoader;
