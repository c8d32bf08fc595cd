// The site's small inline icons, in one place. Decorative: whatever shows one also has a text
// or an accessible name of its own, so each is hidden from screen readers. How they are drawn
// (no fill, a 2-unit round stroke in the text's colour) is the `icon` class in app.css rather
// than five attributes on each: a search page draws over thirty, and its HTML was 3,000
// characters past the size where the server's copy of a page costs twice as much.
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * An icon's <svg>: the caller's props after the defaults; `filled` for a brand mark, drawn as a
 * filled shape. The props come as one `props` value rather than spread into <Icon>: on Node 20
 * an object that starts with a spread takes V8's slow path (see controlAria in field.tsx), and
 * a page of cards draws dozens of icons.
 */
function Icon({ props: { size = 20, className, ...props }, children, filled = false }: { props: IconProps; children: ReactNode; filled?: boolean }) {
  const drawn = filled ? 'icon icon-fill' : 'icon';
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className={className ? `${drawn} ${className}` : drawn} {...props}>
      {children}
    </svg>
  );
}

// Browsing (home, agents, blog).
export const Bed = (p: IconProps) => <Icon props={p}><path d="M2 18V6M2 12h18a2 2 0 0 1 2 2v4M2 16h20M6 12V9h5a2 2 0 0 1 2 2v1" /></Icon>;
export const Bath = (p: IconProps) => <Icon props={p}><path d="M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM6 12V5a2 2 0 0 1 3.5-1.3M7 20l-1 2M17 20l1 2" /></Icon>;
export const Area = (p: IconProps) => <Icon props={p}><path d="M3 8V3h5M21 8V3h-5M3 16v5h5M21 16v5h-5" /></Icon>;
export const Search = (p: IconProps) => <Icon props={p}><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></Icon>;
export const Sliders = (p: IconProps) => <Icon props={p}><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" /><circle cx="16" cy="6" r="2" /><circle cx="10" cy="12" r="2" /><circle cx="18" cy="18" r="2" /></Icon>;
export const Building = (p: IconProps) => <Icon props={p}><path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4" /></Icon>;
export const Clock = (p: IconProps) => <Icon props={p}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Icon>;
export const Calendar = (p: IconProps) => <Icon props={p}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M16 3v4M8 3v4M3 10h18" /></Icon>;
export const ArrowRight = (p: IconProps) => <Icon props={p}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
export const External = (p: IconProps) => <Icon props={p}><path d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" /></Icon>;
export const Home = (p: IconProps) => <Icon props={p}><path d="M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6" /></Icon>;
export const Tag = (p: IconProps) => <Icon props={p}><path d="M20 12l-8 8-9-9V3h8z" /><circle cx="7.5" cy="7.5" r="1.5" /></Icon>;

// The listing page and its controls.
export const ChevronLeft = (p: IconProps) => <Icon props={p}><path d="M15 18l-6-6 6-6" /></Icon>;
export const ChevronRight = (p: IconProps) => <Icon props={p}><path d="M9 18l6-6-6-6" /></Icon>;
export const ArrowLeft = (p: IconProps) => <Icon props={p}><path d="M19 12H5M12 19l-7-7 7-7" /></Icon>;
export const Pin = (p: IconProps) => <Icon props={p}><path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" /><circle cx="12" cy="10" r="2.5" /></Icon>;
export const Phone = (p: IconProps) => (
  <Icon props={p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Icon>
);
export const Eye = (p: IconProps) => <Icon props={p}><path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" /><circle cx="12" cy="12" r="3" /></Icon>;
export const Check = (p: IconProps) => <Icon props={p}><path d="M20 6L9 17l-5-5" /></Icon>;
export const LinkIcon = (p: IconProps) => (
  <Icon props={p}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);
export const ChatBubble = (p: IconProps) => <Icon props={p}><path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1z" /></Icon>;
/** WhatsApp's shape: a round speech bubble with its tail at the bottom left, a handset inside. */
export const WhatsApp = (p: IconProps) => (
  <Icon props={p}>
    <path d="M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.4z" />
    <path d="M9 8.5c0 3 2.5 6 5.5 6.5l1-1.5-2-1-1 .8a4 4 0 0 1-2-2l.8-1-1-2z" />
  </Icon>
);
export const Mail = (p: IconProps) => <Icon props={p}><rect x="2" y="4" width="20" height="16" rx="2" /><path d="M22 6l-10 7L2 6" /></Icon>;
// The rich-text editor's list buttons.
export const ListBulleted = (p: IconProps) => <Icon props={p}><path d="M9 6h11M9 12h11M9 18h11" /><circle cx="4.5" cy="6" r="1" fill="currentColor" /><circle cx="4.5" cy="12" r="1" fill="currentColor" /><circle cx="4.5" cy="18" r="1" fill="currentColor" /></Icon>;
export const ListNumbered = (p: IconProps) => <Icon props={p}><path d="M10 6h10M10 12h10M10 18h10M4 4h1.5v5M4 9h3M4 14.5a1.5 1.5 0 0 1 3 .3c0 1-3 2-3 3.2h3" /></Icon>;
export const Trash = (p: IconProps) => <Icon props={p}><path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" /></Icon>;

export function Star({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className={filled ? 'text-accent' : 'text-line'}>
      <path fill="currentColor" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}

// Brand marks, simplified to one path each (with a visible or accessible name beside them).
export const Facebook = (p: IconProps) => (
  <Icon props={p} filled>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />
  </Icon>
);
export const Telegram = (p: IconProps) => (
  <Icon props={p} filled>
    <path d="M21.5 3.6L2.9 10.8c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.3-1.6zM9.1 13.5l8.6-5.4c.4-.3.8-.1.5.2l-7.1 6.4-.3 3.1-1.7-4.3z" />
  </Icon>
);
export const Viber = (p: IconProps) => (
  <Icon props={p}>
    <path d="M12 2c5.5 0 9 2.8 9 8.5S17.5 19 12 19c-.9 0-1.7-.1-2.5-.2L6 21.5v-3.8C3.9 16.3 3 13.8 3 10.5 3 4.8 6.5 2 12 2z" />
    <path d="M9.5 7.5c.3 2.7 2.3 4.8 5 5.2l.9-1 1.6.9-.6 1.6c-3.7-.1-6.9-3.1-7.1-6.8l1.5-.7.9 1.6z" fill="currentColor" stroke="none" />
  </Icon>
);
export const YouTube = (p: IconProps) => (
  <Icon props={p} filled>
    <path d="M22 8.2c-.2-1.6-1.4-2.8-3-3C16.7 5 12 5 12 5s-4.7 0-7 .2c-1.6.2-2.8 1.4-3 3C2 9.8 2 12 2 12s0 2.2.2 3.8c.2 1.6 1.4 2.8 3 3 2.3.2 6.8.2 6.8.2s4.7 0 7-.2c1.6-.2 2.8-1.4 3-3 .2-1.6.2-3.8.2-3.8s0-2.2-.2-3.8zM10 15V9l5 3z" />
  </Icon>
);
