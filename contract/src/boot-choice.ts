/**
 * The one script index.html runs before its first paint, inline in its head (the API's
 * Content-Security-Policy allows it by its hash, api/src/plugins/security.ts; the build writes it
 * into the page, vite.config.ts). With a session on the device ('user' in localStorage, the
 * session's key in web/src/lib/session/store.ts) the page first paints the outline of the
 * signed-in frame instead of the sign-in card, and without the side menu when it was folded away
 * ('sidebarOpen', web/src/ui/layout/use-sidebar.ts). It reads two keys and sets two attributes:
 * nothing else may run before the first paint.
 */
export const BOOT_CHOICE_SCRIPT =
  "try{var d=document.documentElement;if(localStorage.getItem('user')){d.setAttribute('data-boot','app');if(localStorage.getItem('sidebarOpen')==='false')d.setAttribute('data-boot-menu','folded')}}catch(e){}";
