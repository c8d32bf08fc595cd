// Choosing a package from a list (plans page and older /packages screen), spec section 4:
// not signed in and the selection rules are answered in the browser at once; a paid package
// goes to the payment inquiry; Free is chosen on the server, whose answer revalidates the
// page's data (the package status) before it is announced and the user goes on to post.
import { useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { isPaid, LOGIN_TO_SELECT, selectionRefusal, type ChoiceResult, type CurrentPlan, type Plan } from '../../lib/package-rules';
import { useT, useUser } from '../../lib/root-data';
import { useToast } from '../ui/toast';
import { useOnChange } from '../../lib/use-on-change';

export interface Notice {
  tone: 'danger' | 'success';
  text: string;
}

export function usePackageChoice({ current }: { current: CurrentPlan | null }) {
  const fetcher = useFetcher<ChoiceResult>();
  const user = useUser();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);

  const announce = (next: Notice) => {
    setNotice(next);
    toast(next.text, next.tone);
  };

  const onSubmit = (plan: Plan) => (event: FormEvent<HTMLFormElement>) => {
    const refusal = !user ? LOGIN_TO_SELECT : selectionRefusal({ current, target: plan });
    if (refusal) {
      event.preventDefault();
      announce({ tone: 'danger', text: t(refusal) });
    } else if (isPaid(plan)) {
      event.preventDefault();
      navigate(`/contactForPayment?package=${plan.id}`);
    }
  };

  // fetcher.data is set once the action and the revalidation of the page's loaders are done.
  useOnChange(fetcher.state === 'idle' ? fetcher.data : null, (result) => {
    if (result.ok) {
      announce({ tone: 'success', text: `${t('Package selected!')} ${t(result.message)}` });
      navigate('/dashboard?tab=create-listing');
    } else {
      announce({ tone: 'danger', text: `${t('Failed to select package')}: ${t(result.message)}` });
    }
  });

  const pendingId = fetcher.state !== 'idle' ? String(fetcher.formData?.get('packageId') ?? '') : null;
  return { Form: fetcher.Form, onSubmit, notice, pendingId };
}
