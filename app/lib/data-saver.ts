// The "Data saver" switch: photos drawn at their smallest width and only when tapped, maps only
// on request. On by default when the browser asks for less data (the `Save-Data: on` header) or
// reports a 2G connection; the reader's own choice, once made, wins. The choice is kept in a
// cookie, which the server reads to draw the first paint the chosen way (no photo starts loading
// to be hidden later), and in the persisted client state. A 2G connection is only known in the
// browser, after the first paint: it turns the saver on from the next page, never redrawing
// this one (its photos were already on their way; a swap after hydration only showed a grey box).
import { useRevalidator } from 'react-router';
import { loadClientState, saveClientState } from './client-state';
import { readCookie, rememberInBrowser } from './cookies';
import { useRootData } from './root-data';

export const DATA_SAVER_COOKIE = 'data_saver';

/** Whether the page is drawn in data-saver mode: the reader's choice, else the browser's wish. */
export function dataSaverOf(cookieHeader: string | null | undefined, saveDataHeader: string | null | undefined): boolean {
  const chosen = readCookie(cookieHeader, DATA_SAVER_COOKIE);
  if (chosen === 'on') return true;
  if (chosen === 'off') return false;
  return saveDataHeader?.trim().toLowerCase() === 'on';
}

/** Whether this page is in data-saver mode. */
export const useDataSaver = () => useRootData().dataSaver === true;

/** Connections Chromium reports as 2G (the Network Information API; absent in other browsers). */
export function isSlowConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  return !!connection && (connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}

/** Keeps a choice and draws the page again the chosen way. */
export function useSetDataSaver() {
  const revalidator = useRevalidator();
  return (on: boolean) => {
    rememberInBrowser(DATA_SAVER_COOKIE, on ? 'on' : 'off');
    saveClientState({ ...loadClientState(), dataSaver: on });
    void revalidator.revalidate();
  };
}

/** Whether the reader has chosen (their cookie), so a slow connection's default does not override them. */
export const dataSaverChosen = () => readCookie(document.cookie, DATA_SAVER_COOKIE) !== undefined;
