// Runs before React so the first paint already has the saved language, direction and theme. The
// server writes it into each page (cms/src/lib/inline-boot.ts, allowed by its hash in the CSP);
// the file is the fallback.
/* global document, window, Element */
(function () {
  try {
    var root = document.documentElement;
    var linked = new URLSearchParams(window.location.search).get('lang');
    if (linked === 'ar' || (linked !== 'fr' && localStorage.getItem('language') === 'ar')) {
      // The server drew the page in French (no ?lang=ar), or sent it empty: hidden until the app
      // draws it in Arabic (main.tsx shows it again in every case).
      if (root.lang !== 'ar') root.classList.add('first-screen-hidden');
      root.lang = 'ar';
      root.dir = 'rtl';
    }
    // The server draws a visitor's page; a signed-in one sees the app's own drawing (their header,
    // their buttons), not a visitor's that would not answer a tap until it is replaced.
    if (localStorage.getItem('authToken')) root.classList.add('first-screen-hidden');
    var theme = localStorage.getItem('theme') || 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.classList.add('dark');
  } catch {
    /* storage unavailable (private mode): keep the defaults */
  }
  // A tap on a drawn button before the app has taken the page over would be lost: the last one is
  // kept, and main.tsx taps it again once React listens (ARCHITECTURE decision 59).
  window.__earlyTap = null;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__earlyTap === undefined || !(event.target instanceof Element)) return;
      var button = event.target.closest('#root button');
      if (button) window.__earlyTap = button;
    },
    true,
  );
})();
