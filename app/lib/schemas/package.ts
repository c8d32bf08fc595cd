// Package input for the server (the create/update pages and the /api/packages calls): the
// form's check (lib/forms/package.ts) first, then Zod shapes the values.
import { z } from 'zod';
import { checkedBy } from './checked';
import { checkAssignPackage, checkPackage, featureList, highlightedValue, last, packageNumber, PACKAGE_CHOICE, PRICE, WHOLE } from '../forms/package';

export { PACKAGE_MESSAGES } from '../forms/package';

const whole = z.preprocess(packageNumber(WHOLE), z.number());

export const packageInputSchema = checkedBy(
  checkPackage,
  z.object({
    title: z.preprocess(last, z.string().trim()),
    price: z.preprocess(packageNumber(PRICE), z.number()),
    features: z.preprocess(featureList, z.array(z.string())),
    listingLimit: whole,
    durationDays: whole,
    highlighted: z.preprocess(highlightedValue, z.boolean()),
  }),
);

export type PackageInput = z.output<typeof packageInputSchema>;

/** The select and buy calls name a package; the user always comes from the session. */
export const packageChoiceSchema = z.object({ packageId: z.string({ error: PACKAGE_CHOICE }).min(1, PACKAGE_CHOICE) });

export const assignPackageSchema = checkedBy(checkAssignPackage, z.object({ userId: z.string(), packageId: z.string() }));
