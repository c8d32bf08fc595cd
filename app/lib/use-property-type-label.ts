import { PROPERTY_TYPE_LABELS, type PropertyType } from './constants';
import { useT } from './root-data';

/** The reader's-language name of a property type ('condo' → 'Condo' / 'ကွန်ဒို'). */
export function usePropertyTypeLabel() {
  const t = useT();
  return (type: string) => (type in PROPERTY_TYPE_LABELS ? t(PROPERTY_TYPE_LABELS[type as PropertyType]) : type);
}
