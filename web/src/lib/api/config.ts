import { API_BASE_PATH, API_TIMEOUT_MS } from '@portal/contract/rules';

/** The API base path; a build may point it elsewhere with VITE_API_BASE. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? API_BASE_PATH;
export const API_TIMEOUT = API_TIMEOUT_MS;

/** Relative bases resolve against the page, so requests work under any host. */
export const API_ORIGIN: string | undefined = typeof window !== 'undefined' ? window.location.origin : undefined;
