// The chat apps a listing or an agency answers on (lib/chat-contacts.ts), as three optional
// fields of its form, each kept after a failed submit like every other field.
import { useT } from '../../lib/root-data';
import { TextField } from './text-field';

export function ChatContactFields({ initial, err }: { initial: (name: 'viber' | 'whatsapp' | 'messenger') => string; err: (name: string) => string | undefined }) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-fg">{t('Chat apps (optional)')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('Viber number')} name="viber" type="tel" inputMode="tel" maxLength={30} defaultValue={initial('viber')} error={err('viber')} hint={t('For example 09 123 456 789')} />
        <TextField label={t('WhatsApp number')} name="whatsapp" type="tel" inputMode="tel" maxLength={30} defaultValue={initial('whatsapp')} error={err('whatsapp')} hint={t('For example +95 9 123 456 789')} />
      </div>
      <TextField label={t('Messenger name')} name="messenger" maxLength={80} autoCapitalize="none" spellCheck={false} defaultValue={initial('messenger')} error={err('messenger')} hint={t('The part after m.me/')} />
    </fieldset>
  );
}
