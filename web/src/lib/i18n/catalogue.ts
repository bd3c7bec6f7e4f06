/**
 * Types and routing of the text catalogues. Keys stay flat ('auth.signIn'); the first part of a
 * key names its namespace, so t('admin.x') finds the admin namespace without saying so.
 * Namespaces load on demand, one file per language and namespace (locales/<lang>/<ns>.ts).
 */
import type admin from './locales/en/admin';
import type auth from './locales/en/auth';
import type common from './locales/en/common';
import type shop from './locales/en/shop';

export interface EnglishCatalogues {
  common: typeof common;
  auth: typeof auth;
  shop: typeof shop;
  admin: typeof admin;
}
export type Namespace = keyof EnglishCatalogues;
export const NAMESPACES: readonly Namespace[] = ['common', 'auth', 'shop', 'admin'];

/** CLDR plural categories, as i18next suffixes them: 'cart.items_one', 'cart.items_other'. */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type BaseKey<K> = K extends `${infer B}_${(typeof PLURAL_SUFFIXES)[number]}` ? B : K;
type PluralBase<K> = K extends `${infer B}_other` ? B : never;

/**
 * A translation of one namespace: the English keys, plural forms included, plus the plural
 * categories English lacks (Spanish 'many'); the catalogue test checks each language has the
 * categories Intl.PluralRules gives it.
 */
export type Catalogue<N extends Namespace> = { [K in keyof EnglishCatalogues[N]]: string } & {
  [K in PluralBase<keyof EnglishCatalogues[N]> as `${K}_${'zero' | 'two' | 'few' | 'many'}`]?: string;
};

/** Every key t() accepts: plural forms are called by their base key with a count. */
export type MessageKey = { [N in Namespace]: BaseKey<keyof EnglishCatalogues[N] & string> }[Namespace];

const SHOP = new Set(['nav', 'notifications', 'dashboard', 'profile', 'shop', 'orders']);

export function namespaceOf(key: string): Namespace {
  const head = key.slice(0, key.indexOf('.'));
  if (head === 'admin' || head === 'auth') return head;
  return SHOP.has(head) ? 'shop' : 'common';
}
