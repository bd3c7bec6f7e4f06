/**
 * The UI language: stored in localStorage 'language' (default 'en'). t() looks a key up in the
 * current catalogue; tMessage() translates a text that came from the contract (validation) when
 * the English catalogue knows it, and leaves server texts as they are otherwise.
 * A new language is one catalogue file plus one line in CATALOGUES.
 */
import { useSyncExternalStore } from 'react';
import { en, type Catalogue, type MessageKey } from './en';
import { es } from './es';

export const CATALOGUES = { en, es } satisfies Record<string, Catalogue>;
export type Language = keyof typeof CATALOGUES;
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];
export const LANGUAGE_KEY = 'language';
const DEFAULT_LANGUAGE: Language = 'en';

const listeners = new Set<() => void>();
let current: Language = readStored();
if (typeof document !== 'undefined') document.documentElement.lang = current;

function readStored(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored && stored in CATALOGUES ? (stored as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  current = language;
  localStorage.setItem(LANGUAGE_KEY, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Re-reads the stored language (tests and other tabs change it underneath). */
export function syncLanguage(): void {
  const stored = readStored();
  if (stored !== current) setLanguage(stored);
}

export type Params = Record<string, string | number>;

export function t(key: MessageKey, params?: Params): string {
  const template = CATALOGUES[current][key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

const englishToKey = new Map<string, MessageKey>(
  (Object.entries(en) as [MessageKey, string][]).filter(([key]) => key.startsWith('validation.')).map(([key, text]) => [text, key]),
);

/** A contract (English) message in the current language. */
export function tMessage(text: string): string {
  const key = englishToKey.get(text);
  return key ? t(key) : text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the language changes; returns the same t(). */
export function useI18n() {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { t, tMessage, language, setLanguage };
}

export type { MessageKey };
