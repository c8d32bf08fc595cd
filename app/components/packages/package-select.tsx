// The package picker of the payment inquiry and of the admin's assignment form: each package
// with its price, and an empty first choice so that nothing is picked by accident.
import type { PackageView } from '../../lib/views/package-views';
import { useT } from '../../lib/root-data';
import { SelectField } from '../ui/select-field';
import { planWithPrice } from './format';

export function PackageSelect({
  packages,
  defaultValue,
  error,
}: {
  packages: Pick<PackageView, '_id' | 'title' | 'price'>[];
  defaultValue: string;
  error?: string;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('Package')}
      name="packageId"
      defaultValue={defaultValue}
      error={error}
      placeholder={t('Choose a package')}
      options={packages.map((p) => ({ value: p._id, label: planWithPrice(p, t) }))}
    />
  );
}
