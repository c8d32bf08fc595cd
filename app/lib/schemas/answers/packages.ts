// Packages and a user's package status as /api answers them (lib/views/package-views.ts).
import { z } from 'zod';
import { id, isoDate } from './dates';
import { sameShape, type Same } from './same-shape';
import type { PackageStatus, PackageView } from '../../views/package-views';

export const packageViewSchema = z.object({
  _id: id,
  title: z.string(),
  price: z.number(),
  features: z.array(z.string()),
  listingLimit: z.int().describe('-1 is unlimited.'),
  durationDays: z.int(),
  highlighted: z.boolean(),
  name: z.string().describe('The same as title, for older clients.'),
  listingsAllowed: z.int().describe('The same as listingLimit, for older clients.'),
  durationInDays: z.int().describe('The same as durationDays, for older clients.'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
sameShape<Same<z.output<typeof packageViewSchema>, PackageView>>();

export const packageStatusSchema = z.object({
  hasPackage: z.boolean(),
  package: z.object({ _id: id, title: z.string(), listingLimit: z.int(), durationDays: z.int() }).nullable(),
  isActive: z.boolean(),
  expiresAt: isoDate.nullable(),
  listingsUsed: z.int(),
  listingsLeft: z.union([z.int(), z.literal('Unlimited')]),
});
sameShape<Same<z.output<typeof packageStatusSchema>, PackageStatus>>();
