// The admin inbox's rows as /api answers them (lib/views/admin-view.ts).
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { ContactMessageView, InquiryView } from '../../views/admin-view';

export const contactMessageViewSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  propertyTitle: z.string().nullable(),
  propertyId: z.string().nullable(),
  recipient: z.object({ _id: id, username: z.string() }).nullable().describe('The lister it went to; null when it was written to the site.'),
  createdAt: isoDate,
});
sameShape<Same<z.output<typeof contactMessageViewSchema>, ContactMessageView>>();

export const inquiryViewSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.string(),
  packageTitle: z.string().nullable(),
  proofUrl: z.string().describe('GET /api/payment-inquiries/{id}/proof (admins).'),
  createdAt: isoDate,
});
sameShape<Same<z.output<typeof inquiryViewSchema>, InquiryView>>();
