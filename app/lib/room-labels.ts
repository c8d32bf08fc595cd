// "1 bed", "3 beds": the room counts of a listing card and a home tile, in one place.
import type { T } from './i18n';

export const bedroomsLabel = (t: T, n: number) => (n === 1 ? t('1 bed') : t('{n} beds', { n }));
export const bathroomsLabel = (t: T, n: number) => (n === 1 ? t('1 bath') : t('{n} baths', { n }));
