/**
 * The UI language through i18next. The language is stored in localStorage 'language' (default
 * 'en'); only that language's catalogues are fetched, one namespace at a time (see catalogue.ts):
 * main.tsx waits for 'common', route guards wait for the rest (loadNamespaces('auth'), 'shop',
 * 'admin'). t('area.key', params) is the one way to read a text; a count param picks the CLDR
 * plural form ('key_one' / 'key_other'). A refused field is worded by its rule's code (errors.ts).
 * A new language is one folder under locales/ plus one line in LANGUAGES.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useSyncExternalStore } from 'react';
import { namespaceOf, type MessageKey, type Namespace } from './catalogue';
import { writeNumber } from './number-marks';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'en';
const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.code === value);

function readStored(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// One chunk per language and namespace: Vite splits each file of the glob.
const catalogueOf = (language: string, namespace: string) => import(`./locales/${language}/${namespace}.ts`);

export const i18n = i18next.createInstance();
i18n.use(resourcesToBackend(catalogueOf));

// Components re-render when the language changes (useI18n): a counter bumped on each change is
// the store they read. (react-i18next did this and more, for 2 KB more on the sign-in page.)
let languageVersion = 0;
const languageListeners = new Set<() => void>();
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
  }
  languageVersion += 1;
  for (const listener of languageListeners) listener();
});
const onLanguage = (listener: () => void) => {
  languageListeners.add(listener);
  return () => void languageListeners.delete(listener);
};
const currentLanguageVersion = () => languageVersion;

const initialised = i18n.init({
  lng: readStored(),
  supportedLngs: LANGUAGES.map((l) => l.code),
  // Every translation has every key (tests/web/i18n/catalogue.test.ts): no second language to fetch.
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
});

// '{count, number}' in a text: whole numbers from the language's marks (number-marks.ts explains
// why), anything else through Intl as i18next would. i18next passes the call's own options (count,
// lng...) along with the format's: only Intl's number options decide the style.
const NUMBER_OPTIONS = new Set(['style', 'currency', 'unit', 'notation', 'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits', 'minimumSignificantDigits', 'maximumSignificantDigits', 'useGrouping', 'signDisplay', 'roundingMode', 'roundingIncrement', 'roundingPriority', 'trailingZeroDisplay', 'numberingSystem']);
i18n.services.formatter?.add('number', (value: number, lng: string | undefined, options: Record<string, unknown>) => {
  const style = Object.fromEntries(Object.entries(options).filter(([key]) => NUMBER_OPTIONS.has(key)));
  return writeNumber(isLanguage(lng) ? lng : getLanguage(), value, style);
});

/** Resolves once the active language's common texts are here (main.tsx renders after it). */
export function i18nReady(): Promise<unknown> {
  return initialised;
}

/**
 * Starts fetching namespaces of the stored language without waiting for anything, so they come
 * over the network beside the common texts instead of after them; loadNamespaces() then finds
 * them already here. A failure is left to loadNamespaces() to meet and report.
 */
export function prefetchNamespaces(namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) catalogueOf(readStored(), namespace).catch(() => undefined);
}

/** Loads namespaces in the active language (and in any language chosen later). Routes await it. */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await initialised;
  await i18n.loadNamespaces(namespaces);
}

export function getLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : readStored();
}

/** Switches the UI once the new language's loaded namespaces have arrived; remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  await initialised;
  await i18n.changeLanguage(language);
}

/** Re-reads the stored language (tests and other tabs change it underneath). */
export function syncLanguage(): Promise<void> {
  const stored = readStored();
  return stored === getLanguage() ? Promise.resolve() : setLanguage(stored);
}

export type Params = Record<string, string | number>;

/**
 * The texts already written, by language, key and params: a screen asks for the same texts with
 * the same names each time it opens (each of the cart's thirty lines asks for several), and
 * i18next's lookup, plural choice and placeholders took about a twentieth of the script of the
 * cart's openings on a mid-range tablet (decision 051). Emptied when texts arrive or go and when
 * the language changes, so a text asked for before its namespace came is asked again.
 */
const written = new Map<string, string>();
const WRITTEN_MAX = 4000;
const forget = () => written.clear();
i18n.store.on('added', forget);
i18n.store.on('removed', forget);
i18n.on('languageChanged', forget);

/** The text of a key in the active language; {name} placeholders filled from params. */
export function t(key: MessageKey, params?: Params): string {
  const id = params === undefined ? `${i18n.language}\u0000${key}` : `${i18n.language}\u0000${key}\u0000${JSON.stringify(params)}`;
  const known = written.get(id);
  if (known !== undefined) return known;
  const text = i18n.t(key, { ...params, ns: namespaceOf(key) });
  if (written.size >= WRITTEN_MAX) written.clear();
  written.set(id, text);
  return text;
}

/** Re-renders the caller when the language changes; returns the same t(). */
export function useI18n() {
  useSyncExternalStore(onLanguage, currentLanguageVersion, currentLanguageVersion);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { t, language, setLanguage };
}

export type { MessageKey, Namespace };
