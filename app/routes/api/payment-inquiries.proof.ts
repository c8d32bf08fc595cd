// GET /api/payment-inquiries/:id/proof (admins): the payment proof, as a download. Proofs show
// people's bank details, so they are never served from a public folder.
import type { LoaderFunctionArgs } from 'react-router';
import { requireApiAdmin } from '../../domain/auth/guards.server';
import { readInquiryProof } from '../../domain/packages/payment-inquiries.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(async () => {
    await requireApiAdmin(request);
    const proof = await readInquiryProof({ inquiryId: params.id ?? '' });
    return new Response(new Uint8Array(proof.data), {
      headers: {
        'Content-Type': proof.contentType,
        'Content-Length': String(proof.data.length),
        // A download, never rendered in the site's origin; not kept in shared caches.
        'Content-Disposition': `attachment; filename="${proof.filename}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  });

export const action = methodNotAllowed;
