// An agency in a list (home, /agent): its picture, name, address and how many listings it has,
// linking to its profile. `priority`: the picture is in the first screen (a list's first cards), so
// it loads at once rather than lazily.
import { lazy } from 'react';
import { Link } from 'react-router';
import { agentPicture, type AgentCardData } from '../../lib/views/agent-view';
import { smallImage } from '../../lib/media-url';
import { useT, useTextLang } from '../../lib/root-data';
import { Avatar } from '../layout/avatar';
import { Pin } from '../ui/icons';
import { pictureLoading } from '../ui/picture-loading';
import { useDataSaver } from '../../lib/data-saver';
import { formatNumber } from '../../lib/format-number';

export function AgentCard({ agent, priority = false }: { agent: AgentCardData; priority?: boolean }) {
  const t = useT();
  const textLang = useTextLang();
  const saver = useDataSaver();
  const picture = agentPicture(agent);
  const to = `/agent/${agent._id}`;
  const words = (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span lang={textLang(agent.name)} className="truncate font-semibold text-fg group-hover:underline">
        {agent.name}
      </span>
      <span className="flex items-center gap-1 text-xs text-muted">
        <Pin size={13} className="shrink-0" />
        <span className="min-w-0 truncate">{agent.address}</span>
      </span>
      <span className="mt-1 self-start rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-fg">
        {agent.listingCount === 1 ? t('1 listing') : t('{n} listings', { n: formatNumber(agent.listingCount) })}
      </span>
    </span>
  );
  const card = (
    <Link to={to} prefetch="intent" className="group flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm transition hover:border-brand">
      {picture ? (
        <img src={smallImage(picture)} alt="" width={72} height={72} {...pictureLoading(priority || saver)} decoding="async" className="h-18 w-18 shrink-0 rounded-lg bg-surface-2 object-cover" />
      ) : (
        <Avatar src={null} name={agent.name} size={72} />
      )}
      {words}
    </Link>
  );
  // With the data saver on, a small button holds the picture's place, beside the link (components/held-photos.tsx).
  return saver && picture ? <Held kind="agent" agent={agent} to={to} words={words} shown={card} /> : card;
}

const Held = lazy(() => import('../held-photos'));
