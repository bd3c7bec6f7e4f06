/**
 * On an iPad or iPhone, Safari (and every browser there, all WebKit) may clear a site's storage
 * after seven days without use, the catalogue and the orders waiting to be sent included, unless
 * the site was added to the Home Screen and is opened from its icon. Screens that make the device
 * ready for offline say how, in the person's language, while the portal runs in a browser tab.
 */
export function shouldOfferHomeScreen(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  // iPadOS says it is a Mac; a Mac with a touch screen is an iPad.
  const apple = /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  if (!apple) return false;
  const fromHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return !fromHomeScreen;
}
