// The shape of a package that leaves the server (pages and /api), with the spec's field names.
// The older simple screen reads name, listingsAllowed and durationInDays (spec section 3), so
// those aliases ride along: old clients keep working without a second endpoint.
import type { Package } from '../../db/schema';

export interface PackageView {
  _id: string;
  title: string;
  price: number;
  features: string[];
  listingLimit: number;
  durationDays: number;
  highlighted: boolean;
  name: string;
  listingsAllowed: number;
  durationInDays: number;
  createdAt: string;
  updatedAt: string;
}

export function toPackageView(pkg: Package): PackageView {
  return {
    _id: pkg.id,
    title: pkg.title,
    price: Number(pkg.price),
    features: pkg.features,
    listingLimit: pkg.listingLimit,
    durationDays: pkg.durationDays,
    highlighted: pkg.highlighted,
    name: pkg.title,
    listingsAllowed: pkg.listingLimit,
    durationInDays: pkg.durationDays,
    createdAt: pkg.createdAt.toISOString(),
    updatedAt: pkg.updatedAt.toISOString(),
  };
}
