// How to reach an agency: call, SMS and its chat apps (ContactButtons), address with '(Check on Map)', its Facebook page,
// and for an admin who is not that agent, 'Contact to provider' (an e-mail link).
import type { AgentPageData } from '../../lib/views/agent-page';
import { externalUrl, mapsSearchUrl } from '../../lib/views/agent-view';
import { useT } from '../../lib/root-data';
import { External, Facebook, Mail, Pin } from '../ui/icons';
import { ContactButtons } from '../ui/contact-buttons';
import { buttonClass } from '../ui/button';

export function AgentContact({ agent, email }: { agent: AgentPageData['agent']; email: string | null }) {
  const t = useT();
  const facebook = externalUrl(agent.facebook);
  return (
    <section aria-labelledby="agent-contact-heading" className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <h2 id="agent-contact-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('Contact')}
      </h2>
      <ul className="flex flex-col gap-3 text-sm">
        {agent.phone && (
          <li>
            <ContactButtons phone={agent.phone} chats={agent} tap={{ target: 'agent', id: agent._id }} />
          </li>
        )}
        {agent.address && (
          <li className="flex items-start gap-2 text-fg">
            <Pin size={18} className="mt-0.5 shrink-0 text-muted" />
            <span>
              {agent.address}{' '}
              <a href={mapsSearchUrl(agent.address)} target="_blank" rel="noopener noreferrer" className="whitespace-nowrap font-medium text-brand underline">
                {t('(Check on Map)')}
                <span className="sr-only"> {t('opens Google Maps in a new tab')}</span>
              </a>
            </span>
          </li>
        )}
        {facebook && (
          <li>
            <a href={facebook} target="_blank" rel="noopener noreferrer nofollow" className="flex items-center gap-2 font-medium text-brand hover:underline">
              <Facebook size={18} />
              {t('Facebook page')}
              <External size={14} />
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`} className={buttonClass('secondary', 'w-full')}>
              <Mail size={18} />
              {t('Contact to provider')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
