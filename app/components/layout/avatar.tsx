import { useDataSaver } from '../../lib/data-saver';
import { smallImage } from '../../lib/media-url';

/**
 * The user's picture, or their initial on a coloured disc when they have none. Shown at 112 px at
 * most, so the 400 px rendition is sharp even on a 3x screen's small avatars and a third of the
 * bytes of the 800 px one. `lazy`: below the first screen (a listing's reviews), fetched as the
 * reader nears it rather than beside the page's main photo on a slow connection.
 */
export function Avatar({ src, name, size = 36, lazy = false }: { src: string | null; name: string; size?: number; lazy?: boolean }) {
  // Data saver: the initial, no picture to download.
  const saver = useDataSaver();
  if (src && !saver) {
    return (
      <img
        src={smallImage(src)}
        alt=""
        width={size}
        height={size}
        loading={lazy ? 'lazy' : undefined}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-brand font-semibold text-on-brand"
      style={{ width: size, height: size }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
