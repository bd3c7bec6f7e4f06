/**
 * The UI kit's style cache (Emotion), kept on the device between visits.
 *
 * Each UI-kit component's styles become a class named by a hash of those styles; the first time a
 * class is used, Emotion compiles its CSS and inserts it. On the first screen that is some eighty
 * rules, compiled and inserted while React commits the screen: 25 to 45 ms in one task on a
 * desktop, four times that on a mid-range tablet. The rules a start-up inserted are kept in
 * localStorage with the build that made them; the next start of the same build puts them back as
 * one stylesheet in the form Emotion adopts from server rendering (data-emotion="css name1
 * name2..."), so Emotion neither compiles nor inserts them again. The names are hashes of the
 * styles, so a kept rule is the rule its name stands for; another build's rules are dropped, in
 * case the UI kit compiles differently.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const STORAGE_KEY = 'portal.ui-styles';
const BUILD = import.meta.env.VITE_APP_BUILD ?? 'dev';
/** What is kept at most: start-up screens need a few tens of KB; more would cost parsing. */
const MAX_KEPT_CSS = 120_000;
/** Rules are recorded while the app starts (its first screens), then no more. */
const RECORD_FOR_MS = 20_000;
const SAVE_AFTER_QUIET_MS = 2_000;

interface Kept {
  build: string;
  names: string[];
  css: string;
}

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    if (!kept || kept.build !== BUILD || !Array.isArray(kept.names) || typeof kept.css !== 'string') return null;
    return kept;
  } catch {
    return null;
  }
}

/** The kept rules as the stylesheet Emotion adopts when its cache is made (server-rendering form). */
function restoreKept(kept: Kept): void {
  const names = kept.names.filter((name) => /^[\w-]+$/.test(name));
  if (names.length === 0) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `css ${names.join(' ')}`);
  style.textContent = kept.css;
  document.head.appendChild(style);
}

let cache: EmotionCache | undefined;

/** The app's Emotion cache (one per page), with the last start-up's rules back in place. */
export function portalStyleCache(): EmotionCache {
  if (cache) return cache;
  const kept = typeof document !== 'undefined' ? readKept() : null;
  if (kept) restoreKept(kept);
  const made = createCache({ key: 'css' });
  cache = made;
  if (typeof window === 'undefined') return made;

  // The kept rules stay first, in their order; rules inserted from now on follow them.
  const keptNames = kept?.names ?? [];
  const keptCss = kept?.css ?? '';
  const recorded = new Map<string, string>();
  let size = keptCss.length;
  const recordUntil = Date.now() + RECORD_FOR_MS;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (saveTimer === undefined) return;
    clearTimeout(saveTimer);
    saveTimer = undefined;
    const kept: Kept = { build: BUILD, names: [...keptNames, ...recorded.keys()], css: keptCss + [...recorded.values()].join('') };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // storage full or refused: the next start compiles the styles, as without this cache
    }
  };

  // Emotion compiles a class's styles into rules and hands each to its sheet: collected here.
  let rules: string[] | null = null;
  const sheetInsert = made.sheet.insert.bind(made.sheet);
  made.sheet.insert = (rule: string) => {
    rules?.push(rule);
    sheetInsert(rule);
  };
  const insert = made.insert;
  made.insert = (selector, serialized, sheet, shouldCache) => {
    // Only the cache's own rules (not a Global component's sheet), only while the app starts.
    if (!shouldCache || sheet !== made.sheet || Date.now() > recordUntil || size > MAX_KEPT_CSS) {
      return insert(selector, serialized, sheet, shouldCache);
    }
    rules = [];
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      const css = rules.join('');
      rules = null;
      recorded.set(serialized.name, css);
      size += css.length;
      clearTimeout(saveTimer);
      saveTimer = setTimeout(save, SAVE_AFTER_QUIET_MS);
    }
  };
  // Closed or sent to the background before the styles settled: saved now.
  window.addEventListener('pagehide', save);
  return made;
}
