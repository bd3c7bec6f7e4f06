/**
 * The one script index.html runs before its first paint, inline in its head (the API's
 * Content-Security-Policy allows it by its hash, api/src/plugins/security.ts; the build writes it
 * into the page, vite.config.ts). With a session on the device ('user' in localStorage, the
 * session's key in web/src/lib/session/store.ts) the page first paints the outline of the
 * signed-in frame instead of the sign-in card, and without the side menu when it was folded away
 * ('sidebarOpen', web/src/ui/layout/use-sidebar.ts). Without one, on the sign-in page, the card's
 * outline carries the page's title and subtitle in the chosen language ('language',
 * web/src/lib/i18n/i18n.ts): the words a visitor reads first are painted with the page, not when
 * the app's code has come. It reads three keys and the address and sets attributes: nothing else
 * may run before the first paint.
 */
export const BOOT_CHOICE_SCRIPT =
  "try{var d=document.documentElement;if(localStorage.getItem('user')){d.setAttribute('data-boot','app');if(localStorage.getItem('sidebarOpen')==='false')d.setAttribute('data-boot-menu','folded')}else if(location.pathname==='/login'){d.setAttribute('data-boot-page','signin');if(localStorage.getItem('language')==='es')d.setAttribute('data-boot-lang','es')}}catch(e){}";
