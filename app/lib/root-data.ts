// Hooks over the root loader's data: who is signed in, the theme, the language, site settings.
import { useRouteLoaderData } from 'react-router';
import type { SessionUser } from '../domain/users/public-user';
import { translator, type Lang } from './i18n';
import type { Theme } from './client-state';

export interface RootData {
  user: SessionUser | null;
  theme: Theme;
  lang: Lang;
  adClientId: string | null;
  /** 'Continue with Google' is offered. */
  oidc: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ?? { user: null, theme: 'light', lang: 'en', adClientId: null, oidc: false };
}

export function useT() {
  return translator(useRootData().lang);
}

export function useUser() {
  return useRootData().user;
}
